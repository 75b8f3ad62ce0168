import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { bookingPath, invoiceText } from '@rihla/contract';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { invoiceQuery } from '../../api/get-invoice.ts';
import { isNotFound, useRemote } from '../../api/use-remote.ts';
import { Page } from '../../components/page.tsx';
import { useRequireCustomer } from '../../features/account/use-require-customer.ts';
import { InvoiceDocument } from '../../components/invoices/invoice-document.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import NotFoundScreen from '../not-found/not-found-screen.tsx';
import { pathId } from '../../lib/path-id.ts';

/** /account/trips/{id}/invoices/{invoiceId}: a booking's tax invoice or credit note, to read and print (issue 27). */
export default function InvoiceScreen() {
  const params = useParams<{ id: string; invoiceId: string }>();
  const bookingId = pathId(params.id);
  const invoiceId = pathId(params.invoiceId);
  const user = useRequireCustomer();
  const remote = useRemote(user && bookingId && invoiceId ? invoiceQuery(bookingId, invoiceId) : null);
  const invoice = remote.data;
  useDocumentMeta(
    invoiceText({ number: String(invoice?.number ?? invoiceId ?? ''), creditNote: invoice?.kind === 'credit_note' }),
  );

  if (!bookingId || !invoiceId || isNotFound(remote)) return <NotFoundScreen />;
  return (
    <Page
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        maxWidth: '900px',
        _print: { maxWidth: 'none', padding: '0' },
      })}
    >
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', _print: { display: 'none' } })}>
        <Link href={bookingPath(bookingId)} variant="outline">
          العودة إلى الحجز
        </Link>
        {invoice && (
          <Button variant="secondary" onPress={() => window.print()}>
            طباعة أو حفظ PDF
          </Button>
        )}
      </div>
      {invoice ? (
        <InvoiceDocument invoice={invoice} />
      ) : remote.failed ? (
        <>
          <Alert tone="error">تعذّر تحميل الفاتورة. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.</Alert>
          <Button variant="secondary" onPress={remote.retry} className={css({ alignSelf: 'start' })}>
            إعادة المحاولة
          </Button>
        </>
      ) : (
        <p role="status" className={css({ color: 'fg.muted' })}>
          جارٍ تحميل الفاتورة…
        </p>
      )}
    </Page>
  );
}
