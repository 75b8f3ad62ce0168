import { css } from '@rihla/styled-system/css';
import { formatDateTime, formatHalalas, type BookingWithFiles } from '@rihla/contract';
import { Link } from '@rihla/ui/link/link';
import { sectionTitle } from '../../components/page.tsx';

/** A booking's tax invoices and credit notes (issue 27), each linked to its printable page. */
export function BookingInvoices({ booking }: { booking: BookingWithFiles }) {
  const invoices = booking.invoices ?? [];
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="invoices-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="invoices-title" className={sectionTitle}>
        الفواتير
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none' })}>
        {invoices.map((i) => (
          <li key={i.id} className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
            <Link href={`/account/trips/${booking.id}/invoices/${i.id}`}>
              {i.kind === 'credit_note' ? `إشعار دائن رقم ${i.number}` : `الفاتورة الضريبية رقم ${i.number}`}
            </Link>
            <span className={css({ color: 'fg.muted' })}>
              {formatDateTime(i.issued_at)} · {formatHalalas(i.total_with_vat_halalas)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
