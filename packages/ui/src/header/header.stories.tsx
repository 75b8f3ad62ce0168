import type { Story } from '@ladle/react';
import { Header } from './header.tsx';
import { headerLinks } from '../utils/story-nav.ts';

export const Guest: Story = () => <Header links={headerLinks} currentPath="/" />;
export const SignedIn: Story = () => (
  <Header links={headerLinks} currentPath="/search" user={{ name: 'أحمد محمد' }} onLogout={() => {}} />
);
Guest.meta = { width: 'xsmall' };
