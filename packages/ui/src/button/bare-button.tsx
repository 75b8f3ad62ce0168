import type { ButtonHTMLAttributes } from 'react';

/**
 * A plain `<button type="button">` with no look of its own: the caller's class is the whole style
 * (the cards' heart, scroll-to-top), or a recipe's (NativeButton, NativeIconButton). For controls a
 * first page shows, so that page loads no react-aria (issue 28). It carries `data-native`, the mark by
 * which the preset's hovered, pressed and focus-visible conditions read CSS's :hover, :active and
 * :focus-visible for it, as PageLink does for links. It imports no recipe, so a page that shows only
 * such buttons loads none.
 */
export function BareButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} data-native="" />;
}
