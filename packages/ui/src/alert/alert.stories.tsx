import type { Story } from '@ladle/react';
import { errorMessages, successMessages } from '@rihla/contract';
import { Alert } from './alert.tsx';

export const Error: Story = () => <Alert tone="error">{errorMessages.login401}</Alert>;
export const Success: Story = () => <Alert tone="success">{successMessages.profileUpdated}</Alert>;
export const WithTitleAndDismiss: Story = () => (
  <Alert tone="error" title="تعذّر الحجز" onDismiss={() => {}}>
    {errorMessages.bookingInput}
  </Alert>
);
export const Info: Story = () => <Alert tone="info">احجز قبل موعد الوصول بـ 96 ساعة على الأقل.</Alert>;
