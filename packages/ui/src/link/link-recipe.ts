import { cva } from '@rihla/styled-system/css';

// The link's looks, apart from its behaviour: the react-aria Link (link.tsx) and the native PageLink
// (page-link.tsx) share them, and a module that only styles an anchor does not load react-aria.
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
