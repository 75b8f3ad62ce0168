import type { FormEvent } from 'react';
import { css } from '@rihla/styled-system/css';
import { formatDeadline } from '@rihla/contract';
import { MAX_CANCEL_REASON } from '@rihla/machines/booking-cancel/booking-cancel.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { DateText } from '@rihla/ui/date-text/date-text';
import { Dialog } from '@rihla/ui/dialog/dialog';
import { Modal } from '@rihla/ui/modal/modal';
import { TextArea } from '@rihla/ui/text-area/text-area';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import type { BookingCancelState } from './use-booking-cancel.ts';
import { RefundOnCancel } from './refund-on-cancel.tsx';

/**
 * "Cancel this booking?" (docs/product.md, "Seats and cancellation"): names the booking, states the
 * refund policy and the deadline, takes an optional reason. Keeping the booking is the first button
 * and has the focus; Escape keeps it too, except while the request is on its way. A refusal (past
 * the cut-off meanwhile, or changed by the agency) shows the server's reason with only "close".
 */
export function CancelBookingDialog({ state }: { state: BookingCancelState }) {
  const { actor, isOpen, isSending, isRefused, error, subject, reason } = state;
  const policy = useSiteInfo()?.cancellation_policy;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'cancel.confirm' });
  };
  const close = () => actor.send({ type: 'cancel.close' });
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()} size="sm" isDismissable={!isSending}>
      <Dialog role="alertdialog" title={subject ? `إلغاء الحجز رقم ${subject.id}؟` : 'إلغاء الحجز'} showCloseButton={false}>
        <form onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {subject && (
            <div className={subjectStyle}>
              <p className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>{subject.title}</p>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                تبدأ الرحلة في <DateText date={subject.fromDate} />
              </p>
            </div>
          )}
          {error && <Alert tone="error">{error}</Alert>}
          {!isRefused && (
            <>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', lineHeight: '1.8' })}>
                <p>بعد الإلغاء تُتاح مقاعدك لغيرك ولا يمكن التراجع عنه.</p>
                {subject?.cancellableUntil && (
                  <p>
                    يمكنك الإلغاء حتى <strong>{formatDeadline(subject.cancellableUntil)}</strong> بتوقيت الرياض.
                  </p>
                )}
                <RefundOnCancel refund={subject?.refund} />
                {policy && (
                  <p>
                    <strong>سياسة الاسترداد: </strong>
                    {policy}
                  </p>
                )}
              </div>
              <TextArea
                label="سبب الإلغاء (اختياري)"
                rows={3}
                maxLength={MAX_CANCEL_REASON}
                value={reason}
                onChange={(value) => actor.send({ type: 'cancel.setReason', value })}
              />
            </>
          )}
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <Button variant="secondary" onPress={close} isDisabled={isSending} autoFocus>
              {isRefused ? 'إغلاق' : 'تراجع والإبقاء على الحجز'}
            </Button>
            {!isRefused && (
              <Button type="submit" variant="danger" isPending={isSending}>
                تأكيد الإلغاء
              </Button>
            )}
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}

const subjectStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  layerStyle: 'note',
});
