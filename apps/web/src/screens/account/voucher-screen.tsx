import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { bookingPath, formatLongDate, travellerName, travellersText, voucherText } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { bookingQuery } from '../../api/get-booking.ts';
import { isNotFound, useRemote } from '../../api/use-remote.ts';
import { Page } from '../../components/page.tsx';
import { travellerHeading } from '../../components/traveller-rows.tsx';
import { InvoiceQr } from '../../components/invoices/invoice-qr.tsx';
import { useRequireCustomer } from '../../features/account/use-require-customer.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import NotFoundScreen from '../not-found/not-found-screen.tsx';
import { pathId } from '../../lib/path-id.ts';

/**
 * /account/trips/{id}/voucher (issue 31, item 8): a confirmed booking's voucher to print or show on
 * the phone: the booking number (also as a QR code for the agency's staff to scan), the trip, the
 * dates, every traveller and the agency's contacts. Printed on A4 without the site's chrome.
 */
export default function VoucherScreen() {
  const id = pathId(useParams<{ id: string }>().id);
  const user = useRequireCustomer();
  const remote = useRemote(user && id ? bookingQuery(id) : null);
  const info = useSiteInfo();
  const booking = remote.data;
  useDocumentMeta(voucherText({ id: String(id ?? '') }));

  if (!id || isNotFound(remote)) return <NotFoundScreen />;
  const confirmed = booking && (booking.status === 'confirmed' || booking.status === 'completed');
  return (
    <Page
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '800px', _print: { maxWidth: 'none' } })}
    >
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', _print: { display: 'none' } })}>
        <Link href={bookingPath(id)} variant="outline">
          العودة إلى الحجز
        </Link>
        {confirmed && (
          <Button variant="secondary" onPress={() => window.print()}>
            طباعة أو حفظ PDF
          </Button>
        )}
      </div>
      {!booking ? (
        remote.failed ? (
          <Alert tone="error">تعذّر تحميل الحجز. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.</Alert>
        ) : (
          <p role="status">جارٍ تحميل الحجز…</p>
        )
      ) : !confirmed ? (
        <Alert tone="info">تصدر القسيمة بعد أن يؤكد فريق رحلة حجزك. سنرسل إليك رسالة حين يتأكد.</Alert>
      ) : (
        <article aria-labelledby="voucher-title" className={sheet}>
          <header className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', alignItems: 'flex-start' })}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <h1 id="voucher-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700' })}>
                قسيمة الحجز
              </h1>
              <p className={css({ fontSize: 'lg' })}>
                رقم الحجز <strong>{booking.id}</strong>
              </p>
              <p className={css({ color: 'success', fontWeight: '700' })}>{booking.status_text_ar}</p>
            </div>
            <InvoiceQr
              value={`RIHLA-BOOKING-${booking.id}`}
              size={120}
              label={`رمز الاستجابة السريعة لرقم الحجز ${booking.id}`}
            />
          </header>
          <dl className={facts}>
            <div>
              <dt>الرحلة</dt>
              <dd>{booking.trip.title}</dd>
            </div>
            <div>
              <dt>الوجهة</dt>
              <dd>{booking.trip.to_country}</dd>
            </div>
            <div>
              <dt>من</dt>
              <dd>{formatLongDate(booking.from_date)}</dd>
            </div>
            <div>
              <dt>إلى</dt>
              <dd>{formatLongDate(booking.to_date)}</dd>
            </div>
            <div>
              <dt>المسافرون</dt>
              <dd>{travellersText(booking.adults_count, booking.children_count)}</dd>
            </div>
          </dl>
          {booking.travellers && booking.travellers.length > 0 && (
            <section aria-labelledby="voucher-travellers">
              <h2 id="voucher-travellers" className={css({ fontWeight: '700', marginBlockEnd: '2' })}>
                المسافرون
              </h2>
              <ol className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
                {booking.travellers.map((t) => (
                  <li key={t.traveller}>
                    {travellerHeading(t)}
                    {travellerName(t) && (
                      <>
                        : <bdi dir="ltr">{travellerName(t)}</bdi>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}
          <footer
            className={css({ borderBlockStart: '1px solid', borderColor: 'border', paddingBlockStart: '3', fontSize: 'sm' })}
          >
            <p>أبرز هذه القسيمة عند الطلب. للتواصل بخصوص الحجز:</p>
            <p>
              {info?.whatsapp_number && (
                <>
                  واتساب <bdi dir="ltr">{info.whatsapp_number}</bdi>
                </>
              )}
              {info?.phone_number && (
                <>
                  {' '}
                  · الهاتف <bdi dir="ltr">{info.phone_number}</bdi>
                </>
              )}
              {info?.email_address && (
                <>
                  {' '}
                  · البريد <bdi dir="ltr">{info.email_address}</bdi>
                </>
              )}
            </p>
            {info?.legal_name && <p>{info.legal_name}</p>}
          </footer>
        </article>
      )}
    </Page>
  );
}

const sheet = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  padding: { base: '4', md: '8' },
  layerStyle: 'card',
  border: '1px solid',
  borderColor: 'border',
  _print: { boxShadow: 'none', border: 'none', padding: '0' },
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '3',
  '& dt': { color: 'fg.muted', fontSize: 'sm' },
  '& dd': { fontWeight: '600' },
});
