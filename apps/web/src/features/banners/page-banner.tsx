import type { ReactNode } from 'react';
import type { BannerType } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { Link } from '@rihla/ui/link/link';
import { useBanners } from './use-banners.ts';

export interface PageBannerProps {
  /** Fetches the first banner of this type (about-us, terms, policy, faq, search). */
  type?: BannerType;
  /** Or shows this picture and title (country page, tag page). */
  image?: string;
  title?: string;
  text?: string | null;
  /** The page's own heading goes inside the banner (h1), or the banner is decorative. */
  children?: ReactNode;
}

/**
 * The picture band across the top of a page. The page's h1 is passed as children so the banner does
 * not add a second one; a banner fetched by type contributes its text and optional link.
 */
export function PageBanner({ type, image, title, text, children }: PageBannerProps) {
  return type ? (
    <FetchedBanner type={type}>{children}</FetchedBanner>
  ) : (
    <Band image={image} title={title} text={text} children={children} />
  );
}

function FetchedBanner({ type, children }: { type: BannerType; children?: ReactNode }) {
  const { banners, isLoading } = useBanners(type);
  const banner = banners[0];
  return (
    <Band
      image={banner?.image}
      title={children ? undefined : banner?.title}
      // A blank line holds the text's place while the banner loads, so the heading does not jump.
      text={isLoading ? '\u00a0' : banner?.text}
      link={banner?.link}
      linkText={banner?.link_text}
    >
      {children}
    </Band>
  );
}

interface BandProps {
  image?: string;
  title?: string;
  text?: string | null;
  link?: string | null;
  linkText?: string | null;
  children?: ReactNode;
}

function Band({ image, title, text, link, linkText, children }: BandProps) {
  return (
    <div className={band}>
      {image && <img src={image} alt="" className={picture} />}
      <div className={content}>
        {children}
        {title && <p className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700' })}>{title}</p>}
        {text && <p className={css({ fontSize: { base: 'sm', md: 'md' }, maxWidth: '60ch' })}>{text}</p>}
        {link && linkText && (
          <Link href={link} isExternal variant="button" className={css({ alignSelf: 'flex-start' })}>
            {linkText}
          </Link>
        )}
      </div>
    </div>
  );
}

const band = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 'card',
  bg: 'brand.900',
  minHeight: { base: '40', md: '56' },
  display: 'flex',
  alignItems: 'flex-end',
  marginBlockEnd: '6',
});
const picture = css({ position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'cover' });
// The gradient keeps white text above 4.5:1 over any picture.
const content = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  width: '100%',
  paddingInline: { base: '4', md: '8' },
  paddingBlockStart: '12',
  paddingBlockEnd: { base: '4', md: '6' },
  color: 'white',
  backgroundImage: 'linear-gradient(to top, rgba(6,48,45,0.95) 0%, rgba(6,48,45,0.8) 60%, rgba(6,48,45,0) 100%)',
});
