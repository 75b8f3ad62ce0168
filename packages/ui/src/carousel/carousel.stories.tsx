import type { Story } from '@ladle/react';
import { Carousel } from './carousel.tsx';
import { TripCard } from '../trip-card/trip-card.tsx';
import { sampleImage, sampleTrip } from '../utils/story-data.ts';

export const Trips: Story = () => (
  <Carousel label="العروض الأكثر طلبًا">
    {[1, 2, 3, 4, 5].map((id) => (
      <TripCard key={id} trip={{ ...sampleTrip, id, title: `${sampleTrip.title} ${id}` }} onToggleFavourite={() => {}} />
    ))}
  </Carousel>
);
export const Banners: Story = () => (
  <Carousel label="العروض الرئيسية" autoplayDelay={5000} slidesPerView={{ base: 1, sm: 1, lg: 1 }}>
    {['#0f766e', '#8a6d3b', '#334155'].map((fill, i) => (
      <img
        key={fill}
        src={sampleImage(fill, String(i + 1))}
        alt={`عرض ${i + 1}`}
        style={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 14 }}
      />
    ))}
  </Carousel>
);
