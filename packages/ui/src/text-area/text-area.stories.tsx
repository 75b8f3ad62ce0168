import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { TextArea } from './text-area.tsx';

const box = { maxWidth: 420 };
export const Default: Story = () => (
  <div style={box}>
    <TextArea label="تعليقك" placeholder="اكتب رأيك في الرحلة" />
  </div>
);
export const Focused: Story = () => (
  <div style={box}>
    <TextArea label="تعليقك" autoFocus />
  </div>
);
export const Invalid: Story = () => (
  <div style={box}>
    <TextArea label="تعليقك" isInvalid errorMessage={validationMessages.required} />
  </div>
);
export const Disabled: Story = () => (
  <div style={box}>
    <TextArea label="تعليقك" defaultValue="رحلة رائعة" isDisabled />
  </div>
);
