import { css } from '@rihla/styled-system/css';
import {
  CARD_BRAND_LABELS,
  formatDateTime,
  formatDeadline,
  formatHalalas,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  REFUND_STATE_LABELS,
  type BookingPayment,
  type BookingWithFiles,
} from '@rihla/contract';
import { sectionTitle } from '../../components/page.tsx';
import { awaitsPayment, CompletePaymentLink } from './complete-payment-link.tsx';

/** "بطاقة مدى تنتهي بـ 1010", "STC Pay". */
function paymentMeans(p: BookingPayment): string {
  const method = PAYMENT_METHOD_LABELS[p.method] ?? p.method;
  const brand = p.brand ? ` ${CARD_BRAND_LABELS[p.brand] ?? p.brand}` : '';
  const last4 = p.last4 ? ` تنتهي بـ ${p.last4}` : '';
  return `${method}${brand}${last4}`;
}

/**
 * A booking's payments and refunds as its customer sees them (issue 26), and "أكمل الدفع" while it
 * waits for its payment. Nothing when it has neither and waits for nothing.
 */
export function BookingPayments({ booking }: { booking: BookingWithFiles }) {
  const payments = booking.payments ?? [];
  const refunds = booking.refunds ?? [];
  const waiting = awaitsPayment(booking);
  if (!payments.length && !refunds.length && !waiting) return null;
  return (
    <section aria-labelledby="payments-title" className={card}>
      <h2 id="payments-title" className={sectionTitle}>
        الدفع
      </h2>
      {waiting && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'start' })}>
          <p>
            لم يُدفع هذا الحجز بعد. مقاعدك محجوزة حتى <strong>{formatDeadline(booking.payment_due_at!)}</strong> بتوقيت الرياض.
          </p>
          <CompletePaymentLink booking={booking} />
        </div>
      )}
      {payments.length > 0 && (
        <ul aria-label="عمليات الدفع" className={list}>
          {payments.map((p) => (
            <li key={p.id} className={css({ layerStyle: 'note' })}>
              <p className={row}>
                <span className={css({ fontWeight: '700' })}>{paymentMeans(p)}</span>
                <span className={css({ fontWeight: '700' })}>{formatHalalas(p.amount_halalas)}</span>
              </p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {PAYMENT_STATE_LABELS[p.status] ?? p.status} · {formatDateTime(p.created_at)}
              </p>
              {p.message_ar && <p className={css({ fontSize: 'sm' })}>{p.message_ar}</p>}
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <>
          <h3 className={css({ fontWeight: '700' })}>المبالغ المستردّة</h3>
          <ul aria-label="المبالغ المستردّة" className={list}>
            {refunds.map((r) => (
              <li key={r.id} className={css({ layerStyle: 'note' })}>
                <p className={row}>
                  <span className={css({ fontWeight: '700' })}>{REFUND_STATE_LABELS[r.status] ?? r.status}</span>
                  <span className={css({ fontWeight: '700' })}>{formatHalalas(r.amount_halalas)}</span>
                </p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatDateTime(r.created_at)}</p>
                {r.reason && <p className={css({ fontSize: 'sm' })}>السبب: {r.reason}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const card = css({ display: 'flex', flexDirection: 'column', gap: '3', padding: '4', layerStyle: 'card' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' });
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
