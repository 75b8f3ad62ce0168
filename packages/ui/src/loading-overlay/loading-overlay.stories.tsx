import type { Story } from '@ladle/react';
import { LoadingOverlay } from './loading-overlay.tsx';

export const Visible: Story = () => (
  <>
    <p>محتوى الصفحة خلف طبقة التحميل.</p>
    <LoadingOverlay isVisible />
  </>
);
export const Hidden: Story = () => (
  <>
    <p>لا يوجد تحميل جارٍ.</p>
    <LoadingOverlay isVisible={false} />
  </>
);
