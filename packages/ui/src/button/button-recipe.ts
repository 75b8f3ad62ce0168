import { cva } from '@rihla/styled-system/css';

// The button's looks, apart from its behaviour: the react-aria Button (button.tsx) and the shell's
// native buttons (the error page's retry: no react-aria in every page's first script, issue 28).
export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: '44px',
    minWidth: '44px',
    paddingInline: '5',
    borderRadius: 'control',
    fontWeight: '600',
    fontSize: 'md',
    cursor: 'pointer',
    transition: 'background 120ms',
    focusOutline: 'outside',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    // Our own pending flag (react-aria's data-pending is not used, see utils/pending-button).
    '&[data-busy]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: { bg: 'accent', color: 'fg.onAccent', _hovered: { bg: 'accent.hover' }, _pressed: { bg: 'accent.pressed' } },
      secondary: {
        bg: 'bg',
        color: 'accent.pressed',
        border: '1px solid',
        borderColor: 'accent',
        _hovered: { bg: 'accent.subtle' },
      },
      ghost: { bg: 'transparent', color: 'fg', _hovered: { bg: 'bg.muted' } },
      danger: { bg: 'danger', color: 'fg.onAccent', _hovered: { bg: 'red.700' } },
    },
  },
  defaultVariants: { variant: 'primary' },
});
