import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { usePendingButton } from '../utils/pending-button.ts';
import { type RecipeVariantProps } from '@rihla/styled-system/css';
import { withClass } from '../utils/class-name.ts';
import { iconButtonRecipe } from './icon-button-recipe.ts';

export { iconButtonRecipe };

export type IconButtonProps = AriaButtonProps &
  RecipeVariantProps<typeof iconButtonRecipe> & {
    /** The button has no visible text, so its Arabic name is required. */
    'aria-label': string;
  };

/** A round button holding only an icon; 44 px (36 px small) so it is easy to hit on a phone. */
export function IconButton({
  variant,
  size,
  className,
  children,
  isPending = false,
  onPress,
  type,
  onFocusChange,
  ...props
}: IconButtonProps) {
  // Pending without react-aria's announcer (see utils/pending-button).
  const pending = usePendingButton(isPending, { onPress, type, onFocusChange });
  return (
    <AriaButton {...props} {...pending} className={withClass(iconButtonRecipe({ variant, size }), className)}>
      {children}
    </AriaButton>
  );
}
