import {
  Button as AriaButton,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { css, cva, type RecipeVariantProps } from '@rihla/styled-system/css';
import { usePendingButton } from '../utils/pending-button.ts';

export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: '44px',
    minWidth: '44px',
    paddingInline: '5',
    borderRadius: 'control',
    fontWeight: '600',
    fontSize: 'md',
    cursor: 'pointer',
    transition: 'background 120ms',
    focusOutline: 'outside',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    // Our own pending flag (react-aria's data-pending is not used, see utils/pending-button).
    '&[data-busy]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: { bg: 'accent', color: 'fg.onAccent', _hovered: { bg: 'accent.hover' }, _pressed: { bg: 'accent.pressed' } },
      secondary: {
        bg: 'bg',
        color: 'accent.pressed',
        border: '1px solid',
        borderColor: 'accent',
        _hovered: { bg: 'accent.subtle' },
      },
      ghost: { bg: 'transparent', color: 'fg', _hovered: { bg: 'bg.muted' } },
      danger: { bg: 'danger', color: 'fg.onAccent', _hovered: { bg: 'red.700' } },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonProps = Omit<AriaButtonProps, 'className'> & RecipeVariantProps<typeof buttonRecipe> & { className?: string };

/**
 * A react-aria Button with Rihla's look; `isPending` shows a spinner, blocks presses and is announced
 * through our own live region (see utils/pending-button: react-aria's leaves a broken node behind).
 */
export function Button({ variant, className, children, isPending = false, onPress, type, onFocusChange, ...props }: ButtonProps) {
  const pending = usePendingButton(isPending, { onPress, type, onFocusChange });
  return (
    <AriaButton {...props} {...pending} className={[buttonRecipe({ variant }), className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {isPending && (
            <ProgressBar aria-label="جارٍ التحميل" isIndeterminate>
              <span aria-hidden className={spinner} />
            </ProgressBar>
          )}
        </>
      ))}
    </AriaButton>
  );
}

const spinner = css({
  display: 'inline-block',
  width: '4',
  height: '4',
  borderRadius: 'full',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: 'spin 0.8s linear infinite',
});
