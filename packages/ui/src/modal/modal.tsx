import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { css, cva, type RecipeVariantProps } from '@rihla/styled-system/css';
import { withClass } from '../utils/class-name.ts';

const modalRecipe = cva({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    overflow: 'auto',
    bg: 'bg',
    color: 'fg',
    borderRadius: 'card',
    boxShadow: '0 20px 50px rgba(15,23,42,.3)',
    outline: 'none',
    _entering: { animation: 'fadeIn 150ms ease-out' },
  },
  variants: {
    size: { sm: { maxWidth: '400px' }, md: { maxWidth: '560px' }, lg: { maxWidth: '800px' } },
  },
  defaultVariants: { size: 'md' },
});

export type ModalProps = ModalOverlayProps & RecipeVariantProps<typeof modalRecipe>;

/**
 * A modal layer: the overlay dims the page, react-aria contains focus inside and hides the rest from
 * screen readers, Escape closes, and (by default) a press outside closes too. Put a Dialog inside.
 */
export function Modal({ size, className, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <AriaModal {...props} isDismissable={isDismissable} className={withClass(modalRecipe({ size }), className)} />
    </ModalOverlay>
  );
}

const overlay = css({
  position: 'fixed',
  inset: '0',
  zIndex: '900',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '4',
  bg: 'rgba(15, 23, 42, 0.5)',
  _entering: { animation: 'fadeIn 150ms ease-out' },
  _exiting: { animation: 'fadeOut 100ms ease-in' },
});
