import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { Checkbox } from './checkbox.tsx';
import { Link } from '../link/link.tsx';

const consent = (
  <>
    أوافق على{' '}
    <Link href="/policy" target="_blank" rel="noopener noreferrer">
      سياسة الخصوصية
    </Link>
  </>
);
export const Default: Story = () => <Checkbox>{consent}</Checkbox>;
export const Checked: Story = () => <Checkbox defaultSelected>{consent}</Checkbox>;
export const Focused: Story = () => <Checkbox autoFocus>{consent}</Checkbox>;
export const Invalid: Story = () => (
  <Checkbox isInvalid errorMessage={validationMessages.privacyConsent}>
    {consent}
  </Checkbox>
);
export const Disabled: Story = () => <Checkbox isDisabled>تذكرني</Checkbox>;
