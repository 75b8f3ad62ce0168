import type { Story } from '@ladle/react';
import { uiMessages } from '@rihla/contract';
import { EmptyState } from './empty-state.tsx';
import { Link } from '../link/link.tsx';
import { sampleImage } from '../utils/story-data.ts';

export const NoTrips: Story = () => (
  <EmptyState title={uiMessages.noTrips} description="جرّب تغيير مدينة الوصول أو تاريخ السفر." />
);
export const PageNotFound: Story = () => (
  <EmptyState
    title={uiMessages.pageNotFound}
    image={sampleImage('#a7d6d0', '404')}
    action={
      <Link href="/" variant="button">
        العودة إلى الرئيسية
      </Link>
    }
  />
);
