import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { usePendingButton } from '../utils/pending-button.ts';
import { cva, type RecipeVariantProps } from '@rihla/styled-system/css';
import { withClass } from '../utils/class-name.ts';

export const iconButtonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    width: '44px',
    height: '44px',
    borderRadius: 'full',
    cursor: 'pointer',
    transition: 'background 120ms',
    focusOutline: 'outside',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-busy]': { cursor: 'progress', opacity: 0.7 },
  },
  variants: {
    variant: {
      ghost: { bg: 'transparent', color: 'fg', _hovered: { bg: 'bg.muted' }, _pressed: { bg: 'ink.200' } },
      solid: { bg: 'accent', color: 'fg.onAccent', _hovered: { bg: 'accent.hover' }, _pressed: { bg: 'accent.pressed' } },
      surface: {
        bg: 'bg',
        color: 'fg',
        boxShadow: 'card',
        border: '1px solid',
        borderColor: 'border',
        _hovered: { bg: 'bg.muted' },
      },
    },
    size: {
      md: {},
      sm: { width: '36px', height: '36px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

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
