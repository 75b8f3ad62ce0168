import type { Story } from '@ladle/react';
import { Link } from './link.tsx';

export const Variants: Story = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
    <p>
      أوافق على <Link href="/policy">سياسة الخصوصية</Link> وشروط الاستخدام.
    </p>
    <Link href="/search" variant="standalone">
      عرض المزيد
    </Link>
    <Link href="/trip/1/باريس/book" variant="button">
      احجز الآن
    </Link>
    <Link href="/auth/register" variant="outline">
      إنشاء حساب
    </Link>
    <Link href="https://wa.me/966500000000" isExternal>
      تواصل معنا عبر واتساب
    </Link>
  </div>
);
export const Focused: Story = () => (
  <Link href="/search" variant="standalone" autoFocus>
    عرض المزيد
  </Link>
);
export const Disabled: Story = () => <Link isDisabled>رابط غير متاح</Link>;
export const CurrentPage: Story = () => (
  <Link href="/faq" aria-current="page" variant="standalone">
    الأسئلة الأكثر شيوعًا
  </Link>
);
