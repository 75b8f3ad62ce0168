import { useState } from 'react';
import type { Story } from '@ladle/react';
import { TripCard } from './trip-card.tsx';
import { sampleTrip as trip } from '../utils/story-data.ts';

const box = { maxWidth: 360 };
export const Default: Story = () => (
  <div style={box}>
    <TripCard trip={trip} onToggleFavourite={() => {}} />
  </div>
);
export const Favourite: Story = () => {
  const [fav, setFav] = useState(true);
  return (
    <div style={box}>
      <TripCard trip={trip} isFavourite={fav} onToggleFavourite={() => setFav((f) => !f)} />
    </div>
  );
};
export const FavouritePending: Story = () => (
  <div style={box}>
    <TripCard trip={trip} isFavourite onToggleFavourite={() => {}} isPending />
  </div>
);
export const NoRatingNoDiscount: Story = () => (
  <div style={box}>
    <TripCard trip={{ ...trip, average_rating: null, rates_count: 0, price_before_discount: null }} />
  </div>
);
export const Grid: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
    {[1, 2, 3].map((id) => (
      <TripCard key={id} trip={{ ...trip, id, title: `${trip.title} ${id}` }} onToggleFavourite={() => {}} />
    ))}
  </div>
);
