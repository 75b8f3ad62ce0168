import type { Story } from '@ladle/react';
import { countryCardSearchPath, countryPath } from '@rihla/contract';
import { CountryCard } from './country-card.tsx';
import { sampleCountry } from '../utils/story-data.ts';

export const Home: Story = () => (
  <div style={{ maxWidth: 280 }}>
    <CountryCard country={sampleCountry} href={countryCardSearchPath(sampleCountry.cities[0]!.id)} />
  </div>
);
export const PackagesPage: Story = () => (
  <div style={{ maxWidth: 280 }}>
    <CountryCard country={sampleCountry} href={countryPath(sampleCountry.id, sampleCountry.name)} subtitle="مدينتان" />
  </div>
);
