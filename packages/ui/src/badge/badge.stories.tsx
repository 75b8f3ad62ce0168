import type { Story } from '@ladle/react';
import { bookingStatusStyle } from '@rihla/contract';
import { Badge } from './badge.tsx';

export const BookingStatuses: Story = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    {Object.values(bookingStatusStyle).map((s) => (
      <Badge key={s.text_ar} color={s.color}>
        {s.text_ar}
      </Badge>
    ))}
    <Badge color="#fde68a">لون فاتح من الخادم</Badge>
  </div>
);
export const Tones: Story = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <Badge>عائلية</Badge>
    <Badge tone="accent">مغامرات</Badge>
    <Badge tone="success">متاح</Badge>
    <Badge tone="danger">مكتمل العدد</Badge>
  </div>
);
