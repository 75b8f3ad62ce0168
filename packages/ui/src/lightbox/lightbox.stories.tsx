import type { Story } from '@ladle/react';
import { Lightbox } from './lightbox.tsx';
import { sampleTrip } from '../utils/story-data.ts';

export const ThreeImages: Story = () => <Lightbox images={sampleTrip.images} alt={sampleTrip.title} />;
