import type { Story } from '@ladle/react';
import { NumberStepper } from './number-stepper.tsx';

export const Adults: Story = () => (
  <NumberStepper label="البالغون" defaultValue={2} minValue={0} maxValue={5} description="حتى 5 بالغين" />
);
export const Focused: Story = () => <NumberStepper label="الأطفال" defaultValue={0} minValue={0} maxValue={3} autoFocus />;
export const AtMaximum: Story = () => <NumberStepper label="البالغون" defaultValue={5} minValue={0} maxValue={5} />;
export const Invalid: Story = () => (
  <NumberStepper label="عدد الليالي" defaultValue={1} minValue={1} isInvalid errorMessage="يجب أن تكون ليلة واحدة على الأقل" />
);
export const Disabled: Story = () => <NumberStepper label="الأطفال" defaultValue={1} isDisabled />;
