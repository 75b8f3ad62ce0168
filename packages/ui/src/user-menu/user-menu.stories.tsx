import type { Story } from '@ladle/react';
import { UserMenu } from './user-menu.tsx';

export const Closed: Story = () => <UserMenu user={{ name: 'أحمد محمد' }} onLogout={() => {}} />;
export const Open: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
    <UserMenu user={{ name: 'سارة علي' }} onLogout={() => {}} />
  </div>
);
