import type { Story } from '@ladle/react';
import { css } from '@rihla/styled-system/css';
import { Picture, PICTURE_SIZES } from './picture.tsx';
import { sampleTrip } from '../utils/story-data.ts';

// An uploaded picture's files come from the API (/api/media/pictures/…): run Ladle beside a dev
// server to see it load; the markup (sources, srcset, sizes, width and height) is the same either way.
const image = css({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bg: 'bg.muted', display: 'block' });

export const Uploaded: Story = () => (
  <div style={{ maxWidth: 400 }}>
    <Picture src="/api/media/pictures/0123456789abcdef-4000x3000.jpg" sizes={PICTURE_SIZES.card} alt="" className={image} />
  </div>
);

export const GeneratedArt: Story = () => (
  <div style={{ maxWidth: 400 }}>
    <Picture src={sampleTrip.images[0]!} sizes={PICTURE_SIZES.card} alt="" width={400} height={300} className={image} />
  </div>
);
