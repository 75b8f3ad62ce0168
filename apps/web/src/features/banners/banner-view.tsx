import type { ReactNode } from 'react';
import { css, cx } from '@rihla/styled-system/css';
import { PageLink } from '@rihla/ui/link/page-link';

export interface BannerViewProps {
  image?: string;
  /** The banner's own title (a paragraph: the page's heading, when it has one here, is `children`). */
  title?: string;
  text?: string | null;
  /** The banner's link (the chat), opened in a new tab. */
  link?: string | null;
  linkText?: string | null;
  children?: ReactNode;
  /**
   * `hero`: a home carousel slide; `band`: the picture band across the top of a page; `slim`: a band
   * that is shorter on a phone, for a page whose content must start on the first screen (search).
   */
  size: 'hero' | 'band' | 'slim';
  /** The picture is the page's largest content: the browser fetches it before other pictures. */
  priority?: boolean;
}

/**
 * A picture with white text over a dark gradient, the one markup of the home banners and the page
 * banners. The gradient keeps white text above 4.5:1 over any picture.
 */
export function BannerView({ image, title, text, link, linkText, children, size, priority }: BannerViewProps) {
  const s = sizes[size];
  return (
    <div className={cx(frame, s.frame)}>
      {image && <img src={image} alt="" className={picture} fetchPriority={priority ? 'high' : undefined} />}
      <div className={cx(content, s.content)}>
        {children}
        {title && <p className={s.title}>{title}</p>}
        {text && <p className={s.text}>{text}</p>}
        {link && linkText && (
          <PageLink href={link} isExternal variant="button" className={css({ alignSelf: 'flex-start' })}>
            {linkText}
          </PageLink>
        )}
      </div>
    </div>
  );
}

const frame = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 'card',
  bg: 'brand.900',
  display: 'flex',
  alignItems: 'flex-end',
});
const picture = css({ position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'cover' });
const content = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  color: 'white',
  backgroundImage: 'linear-gradient(to top, rgba(6,48,45,0.95) 0%, rgba(6,48,45,0.8) 60%, rgba(6,48,45,0) 100%)',
});
const sizes = {
  hero: {
    frame: css({ minHeight: { base: '64', md: '96' }, height: '100%' }),
    content: css({
      gap: '3',
      paddingInline: { base: '5', md: '10' },
      paddingBlockStart: '16',
      paddingBlockEnd: { base: '5', md: '10' },
    }),
    title: css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: '700', lineHeight: '1.3' }),
    text: css({ fontSize: { base: 'md', md: 'lg' }, maxWidth: '50ch' }),
  },
  band: {
    frame: css({ minHeight: { base: '40', md: '56' }, marginBlockEnd: '6' }),
    content: css({
      gap: '2',
      paddingInline: { base: '4', md: '8' },
      paddingBlockStart: '12',
      paddingBlockEnd: { base: '4', md: '6' },
    }),
    title: css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700' }),
    text: css({ fontSize: { base: 'sm', md: 'md' }, maxWidth: '60ch' }),
  },
  slim: {
    frame: css({ minHeight: { base: '24', md: '56' }, marginBlockEnd: { base: '3', md: '6' } }),
    content: css({
      gap: { base: '1', md: '2' },
      paddingInline: { base: '4', md: '8' },
      paddingBlockStart: { base: '6', md: '12' },
      paddingBlockEnd: { base: '3', md: '6' },
    }),
    title: css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700' }),
    text: css({ fontSize: { base: 'sm', md: 'md' }, maxWidth: '60ch' }),
  },
};

/** The banner's place while there is no banner to show yet. */
export function BannerPlaceholder({ size }: { size: BannerViewProps['size'] }) {
  return <div aria-hidden="true" className={cx(frame, sizes[size].frame)} />;
}
