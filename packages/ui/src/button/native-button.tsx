import type { ButtonHTMLAttributes } from 'react';
import { cx, type RecipeVariantProps } from '@rihla/styled-system/css';
import { buttonRecipe } from './button-recipe.ts';

export type NativeButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  (
    | (RecipeVariantProps<typeof buttonRecipe> & { unstyled?: false })
    | {
        /** No look of its own: the caller's class is the whole style (the cards' heart, scroll-to-top). */
        unstyled: true;
        variant?: never;
      }
  );

/**
 * A plain `<button type="button">` for controls a first page shows, so that page loads no react-aria
 * (issue 28). It looks like Button: the button recipe's `variant` (button-recipe.ts), the recipe's
 * default (primary) when none is given, with the caller's `className` after the recipe's class for what
 * the place adds (a width, a smaller height). `unstyled` leaves the recipe out: the caller's class is the
 * whole style. The round icon look is a component of its own, NativeIconButton
 * (icon-button/native-icon-button.tsx), so one recipe's variant cannot be given to the other. It carries
 * `data-native`, the mark by which the preset's hovered, pressed and focus-visible conditions read
 * CSS's :hover, :active and :focus-visible for it, as PageLink does for links.
 */
export function NativeButton({ variant, unstyled, className, ...props }: NativeButtonProps) {
  return (
    <button type="button" {...props} className={unstyled ? className : cx(buttonRecipe({ variant }), className)} data-native="" />
  );
}
