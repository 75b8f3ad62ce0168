import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { TextField } from './text-field.tsx';

const box = { maxWidth: 360 };
export const Default: Story = () => (
  <div style={box}>
    <TextField label="الاسم بالكامل" description="كما يظهر في جواز السفر" />
  </div>
);
export const Focused: Story = () => (
  <div style={box}>
    <TextField label="البريد الإلكتروني" type="email" inputDir="ltr" autoFocus />
  </div>
);
export const Invalid: Story = () => (
  <div style={box}>
    <TextField
      label="البريد الإلكتروني"
      type="email"
      inputDir="ltr"
      defaultValue="ahmed@"
      isInvalid
      errorMessage={validationMessages.email}
    />
  </div>
);
export const Disabled: Story = () => (
  <div style={box}>
    <TextField label="الاسم بالكامل" defaultValue="أحمد محمد" isDisabled />
  </div>
);
