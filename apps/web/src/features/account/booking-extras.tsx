import { css } from '@rihla/styled-system/css';
import { bookingCalendar, bookingPath, type BookingWithFiles } from '@rihla/contract';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { sectionTitle } from '../../components/page.tsx';
import { contactLinks } from '../../lib/contact-links.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';

/** A booking the customer will travel on (or did): its voucher and calendar make sense. */
const isOn = (b: Pick<BookingWithFiles, 'status'>) => b.status === 'confirmed' || b.status === 'completed';

export const voucherPath = (id: number) => `${bookingPath(id)}/voucher`;

/**
 * Beside a booking (issue 31, item 8): ask the agency about it (WhatsApp with the booking number
 * written in, or e-mail with it as the subject), put it in the calendar (.ics), and, once confirmed,
 * open its printable voucher.
 */
export function BookingExtras({ booking }: { booking: BookingWithFiles }) {
  const links = contactLinks(useSiteInfo());
  const whatsapp = links.find((l) => l.key === 'whatsapp');
  const email = links.find((l) => l.key === 'email');
  const about = `بخصوص الحجز رقم ${booking.id} (${booking.trip.title})`;
  const saveCalendar = () => {
    const file = bookingCalendar({
      id: booking.id,
      title: booking.trip.title,
      from: booking.from_date,
      to: booking.to_date,
      url: `${location.origin}${bookingPath(booking.id)}`,
      destination: booking.trip.to_country,
    });
    const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `rihla-booking-${booking.id}.ics` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <section aria-labelledby="booking-extras-title" className={section}>
      <h2 id="booking-extras-title" className={sectionTitle}>
        تواصل معنا بخصوص هذا الحجز
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {whatsapp && (
          <Link href={`${whatsapp.href}?text=${encodeURIComponent(`مرحبًا، ${about}`)}`} isExternal variant="outline">
            واتساب
          </Link>
        )}
        {email && (
          <Link href={`${email.href}?subject=${encodeURIComponent(about)}`} variant="outline">
            البريد الإلكتروني
          </Link>
        )}
        {booking.status !== 'cancelled' && booking.status !== 'expired' && (
          <Button variant="secondary" onPress={saveCalendar}>
            إضافة إلى التقويم (.ics)
          </Button>
        )}
        {isOn(booking) && (
          <Link href={voucherPath(booking.id)} variant="outline">
            قسيمة الحجز
          </Link>
        )}
      </div>
    </section>
  );
}

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  layerStyle: 'card',
  padding: '5',
  _print: { display: 'none' },
});
