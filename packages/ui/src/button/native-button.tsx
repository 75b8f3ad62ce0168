import type { ButtonHTMLAttributes } from 'react';
import { cx, type RecipeVariantProps } from '@rihla/styled-system/css';
import { buttonRecipe } from './button-recipe.ts';

export type NativeButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & RecipeVariantProps<typeof buttonRecipe>;

/**
 * Button's look on a plain `<button data-native>` (see BareButton, and NativeIconButton for why it is
 * not one), for the buttons a first page shows, so that page loads no react-aria
 * (issue 28): the button recipe's `variant` (button-recipe.ts), the recipe's default (primary) when
 * none is given, with the caller's `className` after the recipe's class for what the place adds (a
 * width, a smaller height). The round icon look is a component of its own, NativeIconButton
 * (icon-button/native-icon-button.tsx), so one recipe's variant cannot be given to the other; a
 * button styled wholly by its caller is a BareButton.
 */
export function NativeButton({ variant, className, ...props }: NativeButtonProps) {
  return <button type="button" {...props} className={cx(buttonRecipe({ variant }), className)} data-native="" />;
}
