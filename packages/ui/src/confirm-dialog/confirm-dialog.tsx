import { css } from '@rihla/styled-system/css';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { Modal } from '../modal/modal.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** The confirmed action is running: confirm shows a spinner, cancel stays available. */
  isPending?: boolean;
  /** `danger` paints the confirm button red (logout, delete). */
  tone?: 'danger' | 'primary';
}

/**
 * "Are you sure?" (the logout confirmation): an alertdialog, focus starts on cancel (the safe choice),
 * Escape and cancel close without acting.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'تأكيد',
  cancelLabel = 'إلغاء',
  onConfirm,
  isPending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm" isDismissable={!isPending}>
      <Dialog role="alertdialog" title={title} showCloseButton={false}>
        {({ close }) => (
          <>
            {message && <p className={css({ color: 'fg.muted' })}>{message}</p>}
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <Button variant="secondary" onPress={close} autoFocus>
                {cancelLabel}
              </Button>
              <Button variant={tone} onPress={onConfirm} isPending={isPending}>
                {confirmLabel}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
