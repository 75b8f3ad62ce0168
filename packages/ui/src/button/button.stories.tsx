import type { Story } from '@ladle/react';
import { Button } from './button.tsx';

export const Variants: Story = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
    <Button>احجز الآن</Button>
    <Button variant="secondary">عرض المزيد</Button>
    <Button variant="ghost">إلغاء</Button>
    <Button variant="danger">تسجيل الخروج</Button>
  </div>
);
export const Focused: Story = () => <Button autoFocus>احجز الآن</Button>;
export const Disabled: Story = () => <Button isDisabled>إنشاء حساب</Button>;
export const Loading: Story = () => <Button isPending>جارٍ الإرسال</Button>;
