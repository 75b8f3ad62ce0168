import { useState } from 'react';
import type { Story } from '@ladle/react';
import { PictureUploader, type UploadPicture } from './picture-uploader.tsx';
import { sampleTrip } from '../utils/story-data.ts';

// A pretend upload: counts to 100% in a second and answers the file's own blob address.
const pretend: UploadPicture = (file, onProgress) =>
  new Promise((resolve) => {
    let done = 0;
    const timer = setInterval(() => {
      done += 0.25;
      onProgress(done);
      if (done >= 1) {
        clearInterval(timer);
        resolve(URL.createObjectURL(file));
      }
    }, 250);
  });

export const TripPictures: Story = () => {
  const [value, setValue] = useState<string[]>(sampleTrip.images.slice(0, 2));
  return (
    <div style={{ maxWidth: 640 }}>
      <PictureUploader label="صور الرحلة" value={value} onChange={setValue} upload={pretend} />
    </div>
  );
};

export const OneDayPicture: Story = () => {
  const [value, setValue] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 640 }}>
      <PictureUploader label="صورة اليوم (اختياري)" value={value} onChange={setValue} upload={pretend} max={1} />
    </div>
  );
};

export const Refused: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <PictureUploader label="صور الرحلة" value={[]} onChange={() => {}} upload={pretend} errorMessage="أضف صورة واحدة على الأقل" />
  </div>
);
