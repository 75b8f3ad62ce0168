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
/** A departures trip: only its dates are offered, with the seats left under the nearly full one. */
export const Departures: Story = () => (
  <Calendar
    aria-label="تاريخ الرحلة"
    defaultFocusedValue={parseDate('2026-12-01')}
    isDateUnavailable={(d) => ![1, 8, 15].includes(d.day)}
    dayNote={(d) => (d.day === 1 ? 'مقعدان' : d.day === 8 ? '3 مقاعد' : undefined)}
    defaultValue={parseDate('2026-12-08')}
  />
);
