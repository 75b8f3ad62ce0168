import type { ButtonHTMLAttributes } from 'react';

/**
 * A plain `<button type="button">` for controls a first page shows, so that page loads no react-aria
 * (issue 28); its look comes from a recipe (button-recipe.ts, icon-button-recipe.ts). It carries
 * `data-native`, the mark by which the preset's hovered, pressed and focus-visible conditions read
 * CSS's :hover, :active and :focus-visible for it, as PageLink does for links.
 */
export function NativeButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} data-native="" />;
}
