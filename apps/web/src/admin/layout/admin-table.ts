import { css } from '@rihla/styled-system/css';

// The back office's data tables (trips, content lists, departures; issue 25 moved it out of the
// dashboard screen so that screens need not import one another). Wide enough to read on a phone:
// narrower screens scroll it sideways (TableScroll).
export const tableRaw = css.raw({
  width: '100%',
  minWidth: '640px',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'start',
    color: 'fg.muted',
    fontWeight: '600',
    paddingBlock: '2',
    paddingInlineEnd: '3',
    borderBlockEnd: '1px solid',
    borderColor: 'border',
  },
  '& td': { paddingBlock: '2', paddingInlineEnd: '3', borderBlockEnd: '1px solid', borderColor: 'border', verticalAlign: 'top' },
});
export const table = css(tableRaw);
