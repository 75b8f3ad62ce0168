import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { Select } from './select.tsx';

const genders = [
  { id: 'male', label: 'ذكر' },
  { id: 'female', label: 'أنثى' },
];
const box = { maxWidth: 320 };
export const Default: Story = () => (
  <div style={box}>
    <Select label="الجنس" placeholder="اختر" options={genders} />
  </div>
);
export const Selected: Story = () => (
  <div style={box}>
    <Select label="الجنس" options={genders} defaultSelectedKey="female" />
  </div>
);
export const Focused: Story = () => (
  <div style={box}>
    <Select label="الجنس" placeholder="اختر" options={genders} autoFocus />
  </div>
);
export const Open: Story = () => (
  <div style={box}>
    <Select label="الجنس" options={genders} defaultSelectedKey="male" defaultOpen />
  </div>
);
export const Invalid: Story = () => (
  <div style={box}>
    <Select label="الجنس" placeholder="اختر" options={genders} isInvalid errorMessage={validationMessages.required} />
  </div>
);
export const Disabled: Story = () => (
  <div style={box}>
    <Select label="الجنس" options={genders} defaultSelectedKey="male" isDisabled />
  </div>
);
