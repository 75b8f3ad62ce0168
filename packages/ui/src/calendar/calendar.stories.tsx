import type { Story } from '@ladle/react';
import { parseDate } from '@internationalized/date';
import { validationMessages } from '@rihla/contract';
import { Calendar } from './calendar.tsx';

export const TripDate: Story = () => (
  <Calendar
    aria-label="تاريخ الرحلة"
    minValue={parseDate('2026-11-22')}
    maxValue={parseDate('2027-01-15')}
    defaultValue={parseDate('2026-11-25')}
  />
);
export const Focused: Story = () => <Calendar aria-label="تاريخ الرحلة" defaultValue={parseDate('2026-11-25')} autoFocus />;
export const Invalid: Story = () => (
  <Calendar
    aria-label="تاريخ الرحلة"
    defaultValue={parseDate('2026-11-20')}
    isInvalid
    errorMessage={validationMessages.tripDateRange}
  />
);
export const Disabled: Story = () => <Calendar aria-label="تاريخ الرحلة" defaultValue={parseDate('2026-11-25')} isDisabled />;
