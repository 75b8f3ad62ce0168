import { css } from '@rihla/styled-system/css';
import { formatNumber, type BookingWithFiles } from '@rihla/contract';
import { Link } from '@rihla/ui/link/link';
import { contactLinks } from '../../lib/contact-links.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';

/**
 * Where the cancel button was, once a pending or confirmed booking is past the cut-off
 * (docs/product.md, "Seats and cancellation"): why it can no longer be cancelled here, and the ways
 * to reach the agency (phone, WhatsApp, e-mail), who can still help.
 */
export function CancelClosedNote({ booking }: { booking: BookingWithFiles }) {
  const info = useSiteInfo();
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  if (!open || booking.cancellable_until) return null;
  const links = contactLinks(info).filter((l) => l.key === 'phone' || l.key === 'whatsapp' || l.key === 'email');
  return (
    <div className={note}>
      <p>
        انتهت مهلة الإلغاء من الحساب: لا يُلغى الحجز قبل موعد الرحلة بأقل من {formatNumber(info?.cancel_cutoff_hours ?? 96)} ساعة.
        تواصل مع خدمة العملاء للمساعدة:
      </p>
      {links.length > 0 && (
        <ul className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', listStyle: 'none' })}>
          {links.map((link) => (
            <li key={link.key}>
              <span className={css({ color: 'fg.muted' })}>{link.label}: </span>
              <Link href={link.href} isExternal={link.external}>
                <bdi dir="ltr">{link.value}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const note = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
  layerStyle: 'note',
});
