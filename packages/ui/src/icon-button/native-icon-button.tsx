import type { ButtonHTMLAttributes } from 'react';
import { cx, type RecipeVariantProps } from '@rihla/styled-system/css';
import { iconButtonRecipe } from './icon-button-recipe.ts';

export type NativeIconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  RecipeVariantProps<typeof iconButtonRecipe> & {
    /** The button has no visible text, so its Arabic name is required. */
    'aria-label': string;
  };

/**
 * IconButton's round look (icon-button-recipe.ts: `variant`, `size`, their defaults when not given) on
 * a plain `<button data-native>` (see BareButton), for the icon buttons a first page shows (the
 * header's menu, the carousel's arrows, the alert's close): no react-aria on that page (issue 28).
 * The caller's `className` comes after the recipe's class. It draws its own `<button>` rather than a
 * BareButton: sharing that module with the lazy screens made the bundler split it, and the recipe,
 * out of the entry into requests of their own.
 */
export function NativeIconButton({ variant, size, className, ...props }: NativeIconButtonProps) {
  return <button type="button" {...props} className={cx(iconButtonRecipe({ variant, size }), className)} data-native="" />;
}
