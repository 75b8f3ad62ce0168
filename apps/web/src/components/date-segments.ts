import { css } from '@rihla/styled-system/css';

// Work-around until packages/ui's DatePicker sizes its segments: a one-digit day or month segment is
// about 12 px wide, under WCAG 2.2's 24 px target size (axe: target-size).
export const roomyDateSegments = css({ '& [role=spinbutton]': { minWidth: '24px', textAlign: 'center' } });
