import type { Story } from '@ladle/react';
import { Gallery } from './gallery.tsx';
import { sampleTrip } from '../utils/story-data.ts';

export const ThreeImages: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <Gallery images={sampleTrip.images} alt={sampleTrip.title} />
  </div>
);
export const OneImage: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <Gallery images={sampleTrip.images.slice(0, 1)} alt={sampleTrip.title} />
  </div>
);
