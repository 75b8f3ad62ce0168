import { useSelector } from '@xstate/react';
import { css } from '@rihla/styled-system/css';
import type { AdminBookingDetail } from '@rihla/contract';
import {
  ACTION_LABELS as ACTIONS,
  MAX_CANCEL_REASON,
  selectCanSendCancel,
  selectError,
  selectIsBusy,
  selectIsDialogOpen,
  selectReason,
  selectSending,
  selectSuccess,
} from '@rihla/machines/admin-booking-actions/admin-booking-actions.machine';
import { Alert } from '@rihla/ui/alert/alert';
import { Button } from '@rihla/ui/button/button';
import { Dialog } from '@rihla/ui/dialog/dialog';
import { Modal } from '@rihla/ui/modal/modal';
import { TextArea } from '@rihla/ui/text-area/text-area';
import type { BookingActionsActor } from './use-booking-actions.ts';

/** What the last action did: its success, or its error while the cancel dialog is closed. */
export function ActionOutcome({ actor }: { actor: BookingActionsActor }) {
  const error = useSelector(actor, selectError);
  const done = useSelector(actor, selectSuccess);
  const cancelOpen = useSelector(actor, selectIsDialogOpen);
  return (
    <div aria-live="polite">
      {done && <Alert tone="success">{done}</Alert>}
      {error && !cancelOpen && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

/** A button for each status the booking may move to next; cancelling opens the dialog. */
export function StatusButtons({ actor, next }: { actor: BookingActionsActor; next: AdminBookingDetail['next_statuses'] }) {
  const sending = useSelector(actor, selectSending);
  const busy = useSelector(actor, selectIsBusy);
  if (next.length === 0) return null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      {next.includes('confirmed') && (
        <Button
          onPress={() => actor.send({ type: 'actions.confirm' })}
          isPending={sending === 'confirmed'}
          isDisabled={busy && sending !== 'confirmed'}
        >
          {ACTIONS.confirmed}
        </Button>
      )}
      {next.includes('completed') && (
        <Button
          variant="secondary"
          onPress={() => actor.send({ type: 'actions.complete' })}
          isPending={sending === 'completed'}
          isDisabled={busy && sending !== 'completed'}
        >
          {ACTIONS.completed}
        </Button>
      )}
      {next.includes('cancelled') && (
        <Button variant="danger" onPress={() => actor.send({ type: 'actions.cancel' })} isDisabled={busy}>
          {ACTIONS.cancelled}
        </Button>
      )}
    </div>
  );
}

/** The cancel dialog: the reason the customer is e-mailed, and the button that sends it. */
export function CancelDialog({ actor, bookingId }: { actor: BookingActionsActor; bookingId: number }) {
  const sending = useSelector(actor, selectSending);
  const busy = useSelector(actor, selectIsBusy);
  const error = useSelector(actor, selectError);
  const cancelOpen = useSelector(actor, selectIsDialogOpen);
  const reason = useSelector(actor, selectReason);
  const canSendCancel = useSelector(actor, selectCanSendCancel);
  return (
    <Modal
      isOpen={cancelOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'actions.close' });
      }}
      size="sm"
      isDismissable={!busy}
    >
      <Dialog title={`إلغاء الحجز رقم ${bookingId}`}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p>تُعاد المقاعد، ويصل السبب إلى العميل في رسالة الإلغاء مع سياسة الاسترداد.</p>
          {error && <Alert tone="error">{error}</Alert>}
          <TextArea
            label="سبب الإلغاء"
            isRequired
            value={reason}
            onChange={(value) => actor.send({ type: 'actions.setReason', value })}
            rows={3}
            maxLength={MAX_CANCEL_REASON}
          />
          <Button
            variant="danger"
            isDisabled={!canSendCancel && sending !== 'cancelled'}
            isPending={sending === 'cancelled'}
            onPress={() => actor.send({ type: 'actions.sendCancel' })}
          >
            تأكيد الإلغاء
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
