import {
  Button as AriaButton,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { css, type RecipeVariantProps } from '@rihla/styled-system/css';
import { usePendingButton } from '../utils/pending-button.ts';
import { buttonRecipe } from './button-recipe.ts';

export { buttonRecipe };

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
