import type { Story } from '@ladle/react';
import { cityCardSearchPath } from '@rihla/contract';
import { CityCard } from './city-card.tsx';
import { sampleCountry } from '../utils/story-data.ts';

const city = sampleCountry.cities[0]!;
export const Default: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <CityCard city={city} href={cityCardSearchPath(city.id, city.name)} countryName={sampleCountry.name} />
  </div>
);
