import type { Story } from '@ladle/react';
import { SearchForm } from './search-form.tsx';

const cities = [
  { value: 1, label: 'الرياض' },
  { value: 2, label: 'جدة' },
  { value: 3, label: 'أبها' },
];
export const Home: Story = () => <SearchForm cities={cities} today="2026-11-22" onSubmit={() => {}} />;
export const FromUrl: Story = () => (
  <SearchForm
    cities={cities}
    today="2026-11-22"
    defaultValue={{ from_city_id: 1, to_city_id: 3, count_nights: 4, count_persons: 3, sort_by: 'top_rated' }}
    onSubmit={() => {}}
  />
);
export const Loading: Story = () => <SearchForm cities={cities} today="2026-11-22" onSubmit={() => {}} isPending />;
