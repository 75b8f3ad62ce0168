import type { Story } from '@ladle/react';
import { Timeline } from './timeline.tsx';
import { sampleImage } from '../utils/story-data.ts';

const days = [
  { day: 1, title: 'الوصول إلى باريس', description: 'الاستقبال في المطار والانتقال إلى الفندق.', image: sampleImage('#0f766e') },
  { day: 2, title: 'برج إيفل ونهر السين', description: 'جولة صباحية ثم رحلة نهرية عند الغروب.', image: null },
  { day: 3, title: 'متحف اللوفر', description: 'زيارة المتحف بصحبة مرشد يتحدث العربية.', image: null },
];
export const Itinerary: Story = () => <Timeline days={days} />;
export const FirstDayOpen: Story = () => <Timeline days={days} defaultExpandedDays={[1]} />;
