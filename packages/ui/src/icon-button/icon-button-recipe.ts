import { cva } from '@rihla/styled-system/css';

// The round icon button's looks, apart from its behaviour: the header's menu button and the floating
// buttons draw a native <button> with them (no react-aria on a first page, issue 28).
export const iconButtonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    width: '44px',
    height: '44px',
    borderRadius: 'full',
    cursor: 'pointer',
    transition: 'background 120ms',
    focusOutline: 'outside',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-busy]': { cursor: 'progress', opacity: 0.7 },
  },
  variants: {
    variant: {
      ghost: { bg: 'transparent', color: 'fg', _hovered: { bg: 'bg.muted' }, _pressed: { bg: 'ink.200' } },
      solid: { bg: 'accent', color: 'fg.onAccent', _hovered: { bg: 'accent.hover' }, _pressed: { bg: 'accent.pressed' } },
      surface: {
        bg: 'bg',
        color: 'fg',
        boxShadow: 'card',
        border: '1px solid',
        borderColor: 'border',
        _hovered: { bg: 'bg.muted' },
      },
    },
    size: {
      md: {},
      sm: { width: '36px', height: '36px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
