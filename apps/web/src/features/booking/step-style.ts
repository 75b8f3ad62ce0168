import { css } from '@rihla/styled-system/css';

// The wizard's steps share their layout and heading, in a file of their own: each step's code is
// its own chunk (screens/booking/booking-screen.tsx loads the account step on first use).
export const stepStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const headingStyle = css({ fontSize: 'xl', fontWeight: '700', outline: 'none' });
