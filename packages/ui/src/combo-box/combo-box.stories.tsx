import { useState } from 'react';
import type { Story } from '@ladle/react';
import { nationalityOptions, validationMessages } from '@rihla/contract';
import { ComboBox } from './combo-box.tsx';

const box = { maxWidth: 360 };
const options = nationalityOptions(['SA']);

export const Default: Story = () => {
  const [code, setCode] = useState<string | null>(null);
  return (
    <div style={box}>
      <ComboBox
        label="الجنسية"
        options={options}
        selectedKey={code}
        onSelectionChange={(k) => setCode(k === null ? null : String(k))}
      />
      <p>
        القيمة: <bdi dir="ltr">{code ?? '—'}</bdi>
      </p>
    </div>
  );
};
export const Selected: Story = () => (
  <div style={box}>
    <ComboBox label="الجنسية" options={options} defaultSelectedKey="EG" />
  </div>
);
export const Open: Story = () => (
  <div style={box}>
    <ComboBox label="الجنسية" options={options} defaultInputValue="عرب" menuTrigger="focus" autoFocus />
  </div>
);
export const Invalid: Story = () => (
  <div style={box}>
    <ComboBox label="الجنسية" options={options} isInvalid errorMessage={validationMessages.nationality} />
  </div>
);
