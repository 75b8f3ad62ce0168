import type { SiteInfo } from '@rihla/contract';

export interface ContactLink {
  key: 'phone' | 'whatsapp' | 'email' | 'facebook' | 'twitter' | 'instagram';
  label: string;
  /** What the visitor reads (the number or address), when it is not just the label. */
  value?: string;
  href: string;
  external: boolean;
}

const digits = (value: string) => value.replace(/[^\d+]/g, '');

/** The contact items of docs/product.md, "Screens and routes" (contact): each only when the server gives its value. */
export function contactLinks(info: SiteInfo | undefined): ContactLink[] {
  if (!info) return [];
  const links: ContactLink[] = [];
  if (info.phone_number)
    links.push({
      key: 'phone',
      label: 'الهاتف',
      value: info.phone_number,
      href: `tel:${digits(info.phone_number)}`,
      external: false,
    });
  if (info.whatsapp_number)
    links.push({
      key: 'whatsapp',
      label: 'واتساب',
      value: info.whatsapp_number,
      href: `https://wa.me/${digits(info.whatsapp_number).replace('+', '')}`,
      external: true,
    });
  if (info.email_address)
    links.push({
      key: 'email',
      label: 'البريد الإلكتروني',
      value: info.email_address,
      href: `mailto:${info.email_address}`,
      external: false,
    });
  if (info.facebook_url) links.push({ key: 'facebook', label: 'فيسبوك', href: info.facebook_url, external: true });
  if (info.twitter_url) links.push({ key: 'twitter', label: 'تويتر (إكس)', href: info.twitter_url, external: true });
  if (info.instagram_url) links.push({ key: 'instagram', label: 'إنستغرام', href: info.instagram_url, external: true });
  return links;
}
