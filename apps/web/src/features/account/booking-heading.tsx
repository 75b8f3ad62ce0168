import { css } from '@rihla/styled-system/css';
import type { Booking } from '@rihla/contract';
import { Badge } from '@rihla/ui/badge/badge';
import { Link } from '@rihla/ui/link/link';

/** A booking's number, its trip (linked) as the heading `titleId`, and its status badge in the server's colour. */
export function BookingHeading({ booking, titleId, large = false }: { booking: Booking; titleId: string; large?: boolean }) {
  return (
    <div className={row}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>رقم الحجز {booking.id}</p>
        <h2 id={titleId} className={css({ fontSize: large ? 'xl' : 'lg', fontWeight: '700', overflowWrap: 'anywhere' })}>
          <Link href={booking.trip.link} className={titleLink}>
            {booking.trip.title}
          </Link>
        </h2>
      </div>
      <Badge color={booking.status_color}>
        <span className={css({ srOnly: true })}>حالة الحجز: </span>
        {booking.status_text_ar}
      </Badge>
    </div>
  );
}

const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3', flexWrap: 'wrap' });
const titleLink = css({ color: 'fg', textDecoration: 'none', _hovered: { textDecoration: 'underline' } });
