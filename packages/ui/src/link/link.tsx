import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { css, type RecipeVariantProps } from '@rihla/styled-system/css';
import { withClass } from '../utils/class-name.ts';
import { linkRecipe } from './link-recipe.ts';

export { linkRecipe };

export type LinkProps = AriaLinkProps &
  RecipeVariantProps<typeof linkRecipe> & {
    /** Opens in a new tab (rel noopener) and tells screen-reader users so. */
    isExternal?: boolean;
  };

/**
 * A react-aria Link: client-side navigation through the app's RouterProvider, `aria-current` for the
 * current page, keyboard and press handling identical to every other control.
 */
export function Link({ variant, isExternal, className, children, ...props }: LinkProps) {
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <AriaLink {...external} {...props} className={withClass(linkRecipe({ variant }), className)}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {isExternal && <span className={srOnly}> (يفتح في نافذة جديدة)</span>}
        </>
      )}
    </AriaLink>
  );
}

const srOnly = css({ srOnly: true });
