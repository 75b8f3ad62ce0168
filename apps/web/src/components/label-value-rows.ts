import { css } from '@rihla/styled-system/css';

/**
 * A definition list read as a receipt (the trip page's price breakdown, the wizard's summary): one
 * row per `<div>`, its label at the start of the line and its value at the end.
 */
export const labelValueRows = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' },
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: '600', textAlign: 'end' },
});
