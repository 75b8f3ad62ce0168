import { css } from '@rihla/styled-system/css';

// The option list of every popover that picks one value (Select, ComboBox): 44 px targets, the
// focused option tinted, the chosen one bold.
export const listBox = css({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' });
export const listBoxItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'md',
  cursor: 'pointer',
  color: 'fg',
  '&[data-focused]': { bg: 'accent.subtle' },
  _selected: { fontWeight: '700', color: 'accent.pressed' },
  focusOutline: 'row',
  _disabled: { color: 'fg.muted', cursor: 'not-allowed' },
});
