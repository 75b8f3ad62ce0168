import type { Story } from '@ladle/react';
// The form is controlled; the harness keeps its values as the app's search-form machine does.
import { SearchFormHarness } from './search-form-harness.tsx';

const cities = [
  { value: 1, label: 'الرياض' },
  { value: 2, label: 'جدة' },
  { value: 3, label: 'أبها' },
];
export const Home: Story = () => <SearchFormHarness cities={cities} today="2026-11-22" onSubmit={() => {}} />;
export const FromUrl: Story = () => (
  <SearchFormHarness
    cities={cities}
    today="2026-11-22"
    initial={{ from_city_id: 1, to_city_id: 3, count_nights: 4, count_persons: 3, sort_by: 'top_rated' }}
    onSubmit={() => {}}
  />
);
export const Loading: Story = () => <SearchFormHarness cities={cities} today="2026-11-22" onSubmit={() => {}} isPending />;
