import { css } from '@rihla/styled-system/css';
import { formatDateTime, formatHalalas, VAT_CATEGORY_INFO, type InvoiceView } from '@rihla/contract';
import { InvoiceQr } from './invoice-qr.tsx';

/**
 * A simplified tax invoice or credit note as the customer reads and prints it (issue 27, item 6):
 * the seller and its numbers, the customer, a line per priced part with its VAT, the totals and the
 * QR. Printed on A4 it fits one page for a usual booking; the site's header and footer are not printed.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const credit = invoice.kind === 'credit_note';
  const title = credit ? 'إشعار دائن' : 'فاتورة ضريبية مبسطة';
  return (
    <article aria-labelledby="invoice-title" className={sheet}>
      <header className={top}>
        <div>
          <h1 id="invoice-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700' })}>
            {title}
          </h1>
          <p className={css({ color: 'fg.muted' })} lang="en" dir="ltr">
            {credit ? 'Credit note' : 'Simplified Tax Invoice'}
          </p>
        </div>
        <InvoiceQr value={invoice.qr} label={`رمز الاستجابة السريعة لـ${title} رقم ${invoice.number}`} />
      </header>
      <dl className={facts}>
        <div>
          <dt>رقم {credit ? 'الإشعار' : 'الفاتورة'}</dt>
          <dd>{invoice.number}</dd>
        </div>
        <div>
          <dt>تاريخ الإصدار</dt>
          <dd>{formatDateTime(invoice.issued_at)}</dd>
        </div>
        {invoice.references_invoice_number !== null && (
          <div>
            <dt>عن الفاتورة رقم</dt>
            <dd>{invoice.references_invoice_number}</dd>
          </div>
        )}
        <div>
          <dt>رقم الحجز</dt>
          <dd>{invoice.booking_id}</dd>
        </div>
        <div>
          <dt>المعرّف الفريد</dt>
          <dd dir="ltr" className={css({ fontSize: 'xs', overflowWrap: 'anywhere' })}>
            {invoice.uuid}
          </dd>
        </div>
      </dl>
      <div className={parties}>
        <section aria-labelledby="seller-title">
          <h2 id="seller-title" className={partyTitle}>
            البائع
          </h2>
          <p className={css({ fontWeight: '700' })}>{invoice.seller.legal_name}</p>
          {invoice.seller.vat_number && (
            <p>
              الرقم الضريبي: <span dir="ltr">{invoice.seller.vat_number}</span>
            </p>
          )}
          {invoice.seller.cr_number && (
            <p>
              السجل التجاري: <span dir="ltr">{invoice.seller.cr_number}</span>
            </p>
          )}
          {invoice.seller.address && <p>{invoice.seller.address}</p>}
        </section>
        <section aria-labelledby="buyer-title">
          <h2 id="buyer-title" className={partyTitle}>
            العميل
          </h2>
          <p>{invoice.customer_name}</p>
        </section>
      </div>
      <div className={css({ overflowX: 'auto' })}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>بنود {title}</caption>
          <thead>
            <tr>
              <th scope="col">البيان</th>
              <th scope="col">نسبة الضريبة</th>
              <th scope="col">المبلغ دون الضريبة</th>
              <th scope="col">ضريبة القيمة المضافة</th>
              <th scope="col">المبلغ شاملًا الضريبة</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td>{l.description}</td>
                <td>{VAT_CATEGORY_INFO[l.vat_category].short_ar}</td>
                <td>{formatHalalas(l.net_halalas)}</td>
                <td>{formatHalalas(l.vat_halalas)}</td>
                <td>{formatHalalas(l.gross_halalas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={totals}>
        <div>
          <dt>الإجمالي دون الضريبة</dt>
          <dd>{formatHalalas(invoice.total_without_vat_halalas)}</dd>
        </div>
        <div>
          <dt>إجمالي ضريبة القيمة المضافة</dt>
          <dd>{formatHalalas(invoice.vat_total_halalas)}</dd>
        </div>
        <div className={css({ fontWeight: '700', fontSize: 'lg' })}>
          <dt>الإجمالي شاملًا الضريبة</dt>
          <dd>{formatHalalas(invoice.total_with_vat_halalas)}</dd>
        </div>
      </dl>
    </article>
  );
}

const sheet = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  bg: 'bg',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  padding: { base: '4', md: '8' },
  _print: { border: 'none', padding: '0', gap: '3', fontSize: 'sm' },
});
const top = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '4', flexWrap: 'wrap' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' },
  gap: '2 6',
  '& > div': { display: 'flex', gap: '2' },
  '& dt': { color: 'fg.muted' },
});
const parties = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '4' });
const partyTitle = css({ fontWeight: '700', color: 'fg.muted', fontSize: 'sm' });
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { borderBlockEnd: '1px solid', borderColor: 'border', paddingBlock: '2', paddingInline: '2', textAlign: 'start' },
  '& th': { bg: 'bg.muted', fontWeight: '700' },
});
const totals = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  alignSelf: 'end',
  minWidth: { base: '100%', sm: '320px' },
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '4' },
});
