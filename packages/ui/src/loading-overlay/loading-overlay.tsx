import { Modal, ModalOverlay, ProgressBar } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';

export interface LoadingOverlayProps {
  isVisible: boolean;
  /** What is loading, read out to screen readers. */
  label?: string;
}

/**
 * Full-screen overlay that blocks pointer and keyboard (react-aria's modal hides and contains
 * everything behind it) and announces itself through an indeterminate progress bar in a live region.
 */
export function LoadingOverlay({ isVisible, label = 'جارٍ التحميل' }: LoadingOverlayProps) {
  return (
    <ModalOverlay isOpen={isVisible} isDismissable={false} isKeyboardDismissDisabled className={overlay}>
      <Modal className={css({ outline: 'none' })}>
        <div role="status" aria-live="polite" className={box}>
          <ProgressBar isIndeterminate aria-label={label} className={css({ display: 'flex' })}>
            <span aria-hidden="true" className={spinner} />
          </ProgressBar>
          <span>{label}…</span>
        </div>
      </Modal>
    </ModalOverlay>
  );
}

const overlay = css({
  position: 'fixed',
  inset: '0',
  zIndex: '1000',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'rgba(15, 23, 42, 0.45)',
  cursor: 'progress',
});
const box = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  layerStyle: 'card',
  color: 'fg',
  paddingBlock: '4',
  paddingInline: '6',
  fontWeight: '600',
});
const spinner = css({
  width: '8',
  height: '8',
  borderRadius: 'full',
  border: '4px solid',
  borderColor: 'accent.subtle',
  borderBlockStartColor: 'accent',
  animation: 'spin 0.8s linear infinite',
});
