import { css } from '@rihla/styled-system/css';

// The look every popover shares (select list, date picker, user menu). Its own module so the header's
// user menu does not bring the Select's code into the page's first chunk.
export const popoverRaw = css.raw({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  bg: 'bg',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'control',
  boxShadow: 'card',
  padding: '1',
});
export const popover = css(popoverRaw);
