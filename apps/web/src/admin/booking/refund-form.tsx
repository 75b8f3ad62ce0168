import { useEffect, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import { formatHalalas } from '@rihla/contract';
import {
  MAX_REFUND_REASON,
  selectAmount,
  selectError,
  selectErrors,
  selectIsConfirming,
  selectIsSending,
  selectSuccess,
  selectValues,
} from '@rihla/machines/admin-refund/admin-refund.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { ConfirmDialog } from '@rihla/ui/confirm-dialog/confirm-dialog';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { TextField } from '@rihla/ui/text-field/text-field';
import { useRefund } from './use-refund.ts';

/**
 * An admin's refund of booking `bookingId`: the amount in riyals (prefilled with all that can be
 * given back) and the reason, a confirmation that names the amount, then the call; its answer
 * refreshes the lists above (use-refund.ts). Once nothing is left to give back, only its last message
 * stays.
 */
export function RefundForm({ bookingId, refundable }: { bookingId: number; refundable: number }) {
  const actor = useRefund(bookingId, refundable);
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const error = useSelector(actor, selectError);
  const success = useSelector(actor, selectSuccess);
  const confirming = useSelector(actor, selectIsConfirming);
  const sending = useSelector(actor, selectIsSending);
  const amount = useSelector(actor, selectAmount);
  // The booking changed elsewhere (a cancellation refunded part of it): the form follows.
  useEffect(() => actor.send({ type: 'refund.refundable', halalas: refundable }), [actor, refundable]);
  const review = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'refund.review' });
  };
  return (
    <section aria-labelledby="refund-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 id="refund-title" className={css({ fontWeight: '700' })}>
        استرداد مبلغ
      </h3>
      <div aria-live="polite">
        {success && <Alert tone="success">{success}</Alert>}
        {error && !confirming && !sending && <Alert tone="error">{error}</Alert>}
      </div>
      {refundable === 0 && <p>لا يبقى مبلغ مدفوع للاسترداد.</p>}
      <form
        hidden={refundable === 0}
        onSubmit={review}
        noValidate
        aria-labelledby="refund-title"
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '1fr 2fr auto' },
          gap: '3',
          alignItems: 'start',
        })}
      >
        <TextField
          label="المبلغ المسترد (ريال)"
          description={`المتاح للاسترداد ${formatHalalas(refundable)}`}
          inputMode="decimal"
          inputDir="ltr"
          isRequired
          value={values.amount}
          onChange={(amount) => actor.send({ type: 'refund.change', values: { amount } })}
          isInvalid={Boolean(errors.amount)}
          errorMessage={errors.amount}
        />
        <TextArea
          label="سبب الاسترداد"
          isRequired
          rows={2}
          maxLength={MAX_REFUND_REASON}
          value={values.reason}
          onChange={(reason) => actor.send({ type: 'refund.change', values: { reason } })}
          isInvalid={Boolean(errors.reason)}
          errorMessage={errors.reason}
        />
        <Button type="submit" variant="danger" className={css({ marginBlockStart: { md: '7' } })}>
          متابعة الاسترداد
        </Button>
      </form>
      <ConfirmDialog
        isOpen={confirming || sending}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'refund.back' });
        }}
        title="تأكيد الاسترداد"
        message={
          amount === null
            ? undefined
            : `سيُعاد ${formatHalalas(amount)} إلى وسيلة الدفع التي دفع بها العميل، ويُبلغ بالبريد الإلكتروني. السبب: ${values.reason.trim()}`
        }
        confirmLabel={amount === null ? 'تأكيد الاسترداد' : `استرداد ${formatHalalas(amount)}`}
        cancelLabel="رجوع"
        onConfirm={() => actor.send({ type: 'refund.confirm' })}
        isPending={sending}
      />
    </section>
  );
}
