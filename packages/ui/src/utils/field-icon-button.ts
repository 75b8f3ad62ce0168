import { css } from '@rihla/styled-system/css';

// The 40 px square button inside a field's border (show password, open the calendar, open a list):
// one shape, each field picks its colours.
export const fieldIconButtonRaw = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: 'control',
  cursor: 'pointer',
  focusOutline: 'auto',
});
