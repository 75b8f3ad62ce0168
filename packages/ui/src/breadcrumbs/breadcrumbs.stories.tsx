import type { Story } from '@ladle/react';
import { Breadcrumbs } from './breadcrumbs.tsx';

export const CountryPage: Story = () => (
  <Breadcrumbs
    items={[{ label: 'الرئيسية', href: '/' }, { label: 'الباقات', href: '/packages' }, { label: 'المملكة العربية السعودية' }]}
  />
);
export const Search: Story = () => <Breadcrumbs items={[{ label: 'الرئيسية', href: '/' }, { label: 'نتائج البحث' }]} />;
