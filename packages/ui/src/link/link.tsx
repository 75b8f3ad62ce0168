import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { css, cva, type RecipeVariantProps } from '@rihla/styled-system/css';
import { withClass } from '../utils/class-name.ts';

export const linkRecipe = cva({
  base: {
    color: 'accent.pressed',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    cursor: 'pointer',
    borderRadius: 'sm',
    _hovered: { color: 'brand.900' },
    focusOutline: 'outside',
    _disabled: { color: 'fg.muted', cursor: 'not-allowed', textDecoration: 'none' },
    _currentPage: { fontWeight: '700' },
  },
  variants: {
    variant: {
      /** Inside running text: underlined. */
      inline: {},
      /** On its own (navigation, "show more"): no underline until hovered, a 44 px target. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        minHeight: '44px',
        textDecoration: 'none',
        fontWeight: '600',
        _hovered: { textDecoration: 'underline' },
      },
      /** Looks like the primary button. */
      button: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '44px',
        paddingInline: '5',
        borderRadius: 'control',
        bg: 'accent',
        color: 'fg.onAccent',
        fontWeight: '600',
        textDecoration: 'none',
        _hovered: { bg: 'accent.hover', color: 'fg.onAccent' },
      },
      /** Looks like the secondary (outlined) button. */
      outline: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '44px',
        paddingInline: '5',
        borderRadius: 'control',
        border: '1px solid',
        borderColor: 'accent',
        color: 'accent.pressed',
        fontWeight: '600',
        textDecoration: 'none',
        _hovered: { bg: 'accent.subtle' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

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
