import type { Story } from '@ladle/react';
import { parseDate } from '@internationalized/date';
import { validationMessages } from '@rihla/contract';
import { DatePicker } from './date-picker.tsx';

const box = { maxWidth: 340 };
export const TripDate: Story = () => (
  <div style={box}>
    <DatePicker
      label="تاريخ الرحلة"
      minValue={parseDate('2026-11-22')}
      maxValue={parseDate('2027-01-15')}
      defaultValue={parseDate('2026-11-25')}
    />
  </div>
);
export const BirthDate: Story = () => (
  <div style={box}>
    <DatePicker
      label="تاريخ الميلاد"
      format="yyyy/MM/dd"
      maxValue={parseDate('2026-11-21')}
      defaultValue={parseDate('1990-01-05')}
    />
  </div>
);
export const Focused: Story = () => (
  <div style={box}>
    <DatePicker label="تاريخ المغادرة" autoFocus />
  </div>
);
export const Open: Story = () => (
  <div style={box}>
    <DatePicker label="تاريخ الرحلة" defaultValue={parseDate('2026-11-25')} defaultOpen />
  </div>
);
export const Invalid: Story = () => (
  <div style={box}>
    <DatePicker
      label="تاريخ انتهاء الجواز"
      defaultValue={parseDate('2020-01-01')}
      isInvalid
      errorMessage={validationMessages.passportExpired}
    />
  </div>
);
export const Disabled: Story = () => (
  <div style={box}>
    <DatePicker label="تاريخ الرحلة" defaultValue={parseDate('2026-11-25')} isDisabled />
  </div>
);
