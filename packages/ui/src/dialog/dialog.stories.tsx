import type { Story } from '@ladle/react';
import { Dialog } from './dialog.tsx';

export const Inline: Story = () => (
  <div style={{ maxWidth: 480, border: '1px solid #cbd5e1', borderRadius: 14 }}>
    <Dialog title="شروط الحجز">
      <p>يجب الحجز قبل موعد الوصول بـ 96 ساعة على الأقل.</p>
    </Dialog>
  </div>
);
