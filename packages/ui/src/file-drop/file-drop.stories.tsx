import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { FileDrop } from './file-drop.tsx';

const box = { maxWidth: 420 };
export const PassportImage: Story = () => (
  <div style={box}>
    <FileDrop label="صورة الجواز" />
  </div>
);
export const WithPreview: Story = () => {
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return (
    <div style={box}>
      <FileDrop label="صورة التأشيرة (اختياري)" value={new File([png], 'visa.png', { type: 'image/png' })} />
    </div>
  );
};
export const Invalid: Story = () => (
  <div style={box}>
    <FileDrop label="صورة الجواز" isInvalid errorMessage={validationMessages.passportImage} />
  </div>
);
export const Disabled: Story = () => (
  <div style={box}>
    <FileDrop label="صورة الجواز" isDisabled />
  </div>
);
