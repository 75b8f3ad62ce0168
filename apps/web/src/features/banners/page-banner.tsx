import { useEffect, type ReactNode } from 'react';
import type { BannerType } from '@rihla/contract';
import { BannerView } from './banner-view.tsx';
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
  /** Called once a banner fetched by type has arrived (or failed): the page's top is in place. */
  onSettled?: () => void;
  /** `slim` is shorter on a phone (see BannerView). */
  size?: 'band' | 'slim';
}

/**
 * The picture band across the top of a page. The page's h1 is passed as children so the banner does
 * not add a second one; a banner fetched by type contributes its text and optional link. Its picture,
 * at the top of the page, is fetched with high priority.
 */
export function PageBanner({ type, image, title, text, children, onSettled, size = 'band' }: PageBannerProps) {
  return type ? (
    <FetchedBanner type={type} onSettled={onSettled} size={size}>
      {children}
    </FetchedBanner>
  ) : (
    <BannerView size={size} priority image={image} title={title} text={text}>
      {children}
    </BannerView>
  );
}

function FetchedBanner({
  type,
  children,
  onSettled,
  size,
}: {
  type: BannerType;
  children?: ReactNode;
  onSettled?: () => void;
  size: 'band' | 'slim';
}) {
  const { banners, isLoading } = useBanners(type);
  const banner = banners[0];
  useEffect(() => {
    if (!isLoading) onSettled?.();
  }, [isLoading, onSettled]);
  return (
    <BannerView
      size={size}
      priority
      image={banner?.image}
      title={children ? undefined : banner?.title}
      // A blank line holds the text's place while the banner loads, so the heading does not jump.
      text={isLoading ? '\u00a0' : banner?.text}
      link={banner?.link}
      linkText={banner?.link_text}
    >
      {children}
    </BannerView>
  );
}
