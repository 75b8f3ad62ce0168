import type { SiteInfo } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { Link } from '@rihla/ui/link/link';
import { contactLinks } from '../../lib/contact-links.ts';

export interface ContactListProps {
  info: SiteInfo | undefined;
  className?: string;
}

/** Phone (call link), WhatsApp (chat link), e-mail (mail link) and social links, each only if present. */
export function ContactList({ info, className }: ContactListProps) {
  const links = contactLinks(info);
  if (links.length === 0) return null;
  return (
    <ul className={className ?? list}>
      {links.map((link) => (
        <li key={link.key} className={item}>
          <span className={css({ color: 'fg.muted', minWidth: '28' })}>{link.label}</span>
          <Link href={link.href} isExternal={link.external} variant="standalone">
            {link.value ? <bdi dir="ltr">{link.value}</bdi> : `حسابنا على ${link.label}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none' });
const item = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: '3' });
