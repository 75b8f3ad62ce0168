import type { Story } from '@ladle/react';
import { Accordion } from './accordion.tsx';

const faq = [
  { id: 1, title: 'كيف أحجز رحلة؟', content: 'اختر الرحلة ثم اضغط «احجز الآن» واتبع الخطوات الثلاث.' },
  { id: 2, title: 'هل يمكنني إلغاء الحجز؟', content: 'نعم، تواصل مع فريق الدعم قبل موعد الرحلة بـ 96 ساعة على الأقل.' },
  { id: 3, title: 'ما طرق الدفع المتاحة؟', content: 'البطاقات البنكية ومدى وآبل باي.' },
];
export const Faq: Story = () => <Accordion items={faq} />;
export const FirstOpen: Story = () => <Accordion items={faq} defaultExpandedKeys={[1]} />;
