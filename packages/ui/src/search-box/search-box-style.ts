import { css } from '@rihla/styled-system/css';

// The look the header's search box shares in both its forms: the plain input the server renders
// (search-box-shell.tsx) and the ComboBox it becomes once focused (search-box.tsx), so the swap does
// not move a pixel.
export const searchRoot = css({ position: 'relative', width: '100%' });
export const searchInput = css({
  width: '100%',
  height: '44px',
  paddingInlineStart: '10',
  paddingInlineEnd: '3',
  bg: 'bg.muted',
  color: 'fg',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'full',
  fontSize: 'md',
  outline: 'none',
  _placeholder: { color: 'fg.muted' },
  _focusVisible: { borderColor: 'accent', bg: 'bg', boxShadow: '0 0 0 2px var(--colors-accent)' },
  '&[data-focused]': { borderColor: 'accent', bg: 'bg', boxShadow: '0 0 0 2px var(--colors-accent)' },
  // The browser's own clear button would sit where our icon is in RTL.
  '&::-webkit-search-cancel-button': { display: 'none' },
});
/** The magnifier at the input's start (its right in Arabic). */
export const searchIcon = css({
  position: 'absolute',
  insetInlineStart: '3',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
  display: 'flex',
});
