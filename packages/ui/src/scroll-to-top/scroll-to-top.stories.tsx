import type { Story } from '@ladle/react';
import { ScrollToTop } from './scroll-to-top.tsx';

export const AfterScrolling: Story = () => (
  <div>
    <p>مرّر الصفحة للأسفل أكثر من 300 بكسل ليظهر زر العودة إلى الأعلى.</p>
    <div style={{ height: 2000, background: 'linear-gradient(#f4ede1, #ffffff)' }} />
    <ScrollToTop />
  </div>
);
export const AlwaysVisible: Story = () => (
  <div>
    <p>الزر ظاهر دائمًا في هذا المثال.</p>
    <ScrollToTop threshold={-1} />
  </div>
);
