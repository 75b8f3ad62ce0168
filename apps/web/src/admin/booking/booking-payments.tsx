import { css } from '@rihla/styled-system/css';
import {
  CARD_BRAND_LABELS,
  formatDateTime,
  formatHalalas,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  REFUND_STATE_LABELS,
  type AdminBookingDetail,
  type AdminPayment,
  type AdminRefund,
} from '@rihla/contract';
import { panel, TableScroll } from '../layout/admin-page.tsx';
import { table } from '../layout/admin-table.ts';
import { RefundForm } from './refund-form.tsx';

const BY: Record<AdminRefund['by'], string> = { customer: 'العميل (عند الإلغاء)', staff: 'فريق رحلة', system: 'تلقائيًا' };

const byWhom = (r: AdminRefund) => (r.by === 'staff' && r.staff_name ? r.staff_name : BY[r.by]);

/**
 * The booking's money (issue 26, item 5): each payment (method, card, gateway id, amount, state,
 * time) and each refund (amount, state, who, why, when, the gateway's error while it is retried),
 * and, for an admin, the refund form while anything paid is left to give back.
 */
export function BookingPayments({ booking: b, canRefund }: { booking: AdminBookingDetail; canRefund: boolean }) {
  return (
    <section aria-labelledby="payments-title" className={panel}>
      <h2 id="payments-title" className={h2}>
        المدفوعات
      </h2>
      {b.payments.length === 0 ? <p>لا توجد مدفوعات لهذا الحجز.</p> : <PaymentsTable payments={b.payments} />}
      {b.refunds.length > 0 && <RefundsTable refunds={b.refunds} />}
      {canRefund && b.payments.length > 0 ? (
        <RefundForm bookingId={b.id} refundable={b.refundable_halalas} />
      ) : (
        b.payments.length > 0 && (
          <p>
            المتاح للاسترداد: <strong>{formatHalalas(b.refundable_halalas)}</strong>
          </p>
        )
      )}
    </section>
  );
}

function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  return (
    <TableScroll label="جدول المدفوعات">
      <table className={table}>
        <caption className={css({ srOnly: true })}>مدفوعات الحجز، الأقدم أولًا</caption>
        <thead>
          <tr>
            <th scope="col">الوسيلة</th>
            <th scope="col">البطاقة</th>
            <th scope="col">رقم العملية</th>
            <th scope="col">المبلغ</th>
            <th scope="col">الحالة</th>
            <th scope="col">الوقت</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td className={nowrap}>{PAYMENT_METHOD_LABELS[p.method] ?? p.method}</td>
              <td className={nowrap}>
                {p.brand ? (CARD_BRAND_LABELS[p.brand] ?? p.brand) : '—'}
                {p.last4 && (
                  <>
                    {' '}
                    <bdi dir="ltr" aria-label={`تنتهي بـ ${p.last4}`}>
                      •••• {p.last4}
                    </bdi>
                  </>
                )}
              </td>
              <td>
                <bdi dir="ltr" className={wrapAnywhere}>
                  {p.id}
                </bdi>
              </td>
              <td className={nowrap}>{formatHalalas(p.amount_halalas)}</td>
              <td>
                {PAYMENT_STATE_LABELS[p.status] ?? p.status}
                {p.refunded_halalas > 0 && <div className={muted}>استُرد منها {formatHalalas(p.refunded_halalas)}</div>}
                {p.message_ar && <div className={muted}>{p.message_ar}</div>}
              </td>
              <td>{formatDateTime(p.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function RefundsTable({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <>
      <h3 id="refunds-title" className={css({ fontWeight: '700' })}>
        المبالغ المستردة
      </h3>
      <TableScroll label="جدول المبالغ المستردة">
        <table className={table} aria-labelledby="refunds-title">
          <thead>
            <tr>
              <th scope="col">المبلغ</th>
              <th scope="col">الحالة</th>
              <th scope="col">بواسطة</th>
              <th scope="col">السبب</th>
              <th scope="col">الوقت</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id}>
                <td className={nowrap}>{formatHalalas(r.amount_halalas)}</td>
                <td>
                  {REFUND_STATE_LABELS[r.status] ?? r.status}
                  {r.last_error && (
                    <div className={errorText}>
                      {r.status === 'pending'
                        ? `لم تقبله بوابة الدفع بعد، وستُعاد المحاولة تلقائيًا (المحاولات: ${r.attempts}): `
                        : 'خطأ بوابة الدفع: '}
                      <bdi>{r.last_error}</bdi>
                    </div>
                  )}
                </td>
                <td>{byWhom(r)}</td>
                <td>{r.reason ?? '—'}</td>
                <td>{formatDateTime(r.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

const h2 = css({ fontSize: 'lg', fontWeight: '700' });
const muted = css({ color: 'fg.muted', fontSize: 'xs' });
const errorText = css({ color: 'red.700', fontSize: 'xs' });
const wrapAnywhere = css({ overflowWrap: 'anywhere' });
const nowrap = css({ whiteSpace: 'nowrap' });
