import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { css, cx, type RecipeVariantProps } from '@rihla/styled-system/css';
import { NavigateContext } from '../provider/navigation.ts';
import { linkRecipe } from './link-recipe.ts';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  RecipeVariantProps<typeof linkRecipe> & {
    href: string;
    /** Opens in a new tab (rel noopener) and tells screen-reader users so. */
    isExternal?: boolean;
    /** No look of its own: the caller's class is the whole style (navigation bars, stretched card links). */
    unstyled?: boolean;
  };

/** A path of this site: the app can show it without loading a new document. */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A native link with the app's client-side navigation: what the shell (header, footer) and other
 * links a first page shows use, so that page does not load react-aria's press, hover and focus
 * machinery for links a browser already handles (issue 28: home's script). A click that asks for
 * something else (a modifier key, a middle button, another tab, a download) is the browser's, as is
 * any address outside the site. Its states are CSS's (`data-native`: the preset's hovered, pressed
 * and focus-visible conditions read :hover, :active and :focus-visible for it).
 */
export function PageLink({ href, variant, isExternal, unstyled, className, onClick, children, ...props }: PageLinkProps) {
  const navigate = useContext(NavigateContext);
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !navigate || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = e.currentTarget;
    if ((target.target && target.target !== '_self') || target.hasAttribute('download') || !isOwnPath(href)) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a
      {...external}
      {...props}
      href={href}
      data-native=""
      onClick={follow}
      className={unstyled ? className : cx(linkRecipe({ variant }), className)}
    >
      {children}
      {isExternal && <span className={srOnly}> (يفتح في نافذة جديدة)</span>}
    </a>
  );
}

const srOnly = css({ srOnly: true });
