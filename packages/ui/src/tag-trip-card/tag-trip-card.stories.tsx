import type { Story } from '@ladle/react';
import { TagTripCard } from './tag-trip-card.tsx';
import { sampleTagTrip } from '../utils/story-data.ts';

const box = { maxWidth: 340 };
export const TwoDays: Story = () => (
  <div style={box}>
    <TagTripCard trip={sampleTagTrip} />
  </div>
);
export const OneDayNoTags: Story = () => (
  <div style={box}>
    <TagTripCard trip={{ ...sampleTagTrip, duration: 1, tags: [] }} />
  </div>
);
export const Week: Story = () => (
  <div style={box}>
    <TagTripCard trip={{ ...sampleTagTrip, duration: 7, tags: ['ثقافية'] }} />
  </div>
);
