import type { Story } from '@ladle/react';
import { DateText } from './date-text.tsx';

export const Default: Story = () => (
  <p>
    من <DateText date="2026-12-01" /> إلى <DateText date="2026-12-07" />
  </p>
);
