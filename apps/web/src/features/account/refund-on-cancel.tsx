import { formatHalalas } from '@rihla/contract';
import type { CancelSubject } from '@rihla/machines/booking-cancel/booking-cancel.machine';

/**
 * What cancelling gives back, from the booking's `refund_on_cancel` (issue 26): the amount and its
 * share of what was paid, or that nothing was paid. Nothing when the server did not say (the site
 * takes no payment online).
 */
export function RefundOnCancel({ refund }: { refund: CancelSubject['refund'] }) {
  if (refund === undefined) return null;
  if (refund === null) return <p>لم تدفع شيئًا لهذا الحجز، فلا يوجد مبلغ يُعاد إليك.</p>;
  if (refund.amountHalalas === 0) return <p>لن يُعاد إليك شيء من المبلغ المدفوع عند الإلغاء الآن.</p>;
  return (
    <p>
      <strong>
        سيُعاد إليك {formatHalalas(refund.amountHalalas)} ({refund.percent}%)
      </strong>{' '}
      إلى وسيلة الدفع نفسها.
    </p>
  );
}
