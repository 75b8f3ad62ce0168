import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { isNotFound, useRemote } from '../../api/use-remote.ts';
import { InvoiceDocument } from '../../components/invoices/invoice-document.tsx';
import { adminInvoiceQuery } from '../admin-api.ts';
import { AdminPage } from '../layout/admin-page.tsx';

/** /admin/invoices/{id} (admins): one invoice or credit note as the customer has it, to read and print. */
export default function InvoiceScreen() {
  const raw = useParams<{ id: string }>().id;
  const id = raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const remote = useRemote(id ? adminInvoiceQuery(id) : null);
  const invoice = remote.data;
  const title = invoice ? `${invoice.kind === 'credit_note' ? 'إشعار دائن' : 'فاتورة'} رقم ${invoice.number}` : 'فاتورة';
  return (
    <AdminPage title={title}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', _print: { display: 'none' } })}>
        <Link href="/admin/invoices" variant="outline">
          العودة إلى الفواتير
        </Link>
        {invoice && (
          <>
            <Link href={`/admin/bookings/${invoice.booking_id}`} variant="outline">
              الحجز رقم {invoice.booking_id}
            </Link>
            <Button variant="secondary" onPress={() => window.print()}>
              طباعة أو حفظ PDF
            </Button>
          </>
        )}
      </div>
      {!id || isNotFound(remote) ? (
        <Alert tone="error">لا توجد فاتورة بهذا الرقم.</Alert>
      ) : invoice ? (
        <InvoiceDocument invoice={invoice} />
      ) : remote.failed ? (
        <Alert tone="error">
          تعذّر تحميل الفاتورة.{' '}
          <Button variant="secondary" onPress={remote.retry}>
            إعادة المحاولة
          </Button>
        </Alert>
      ) : (
        <p role="status">جارٍ تحميل الفاتورة…</p>
      )}
    </AdminPage>
  );
}
