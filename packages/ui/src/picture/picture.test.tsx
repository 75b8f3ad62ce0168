import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture.tsx';

describe('Picture', () => {
  it('offers an uploaded picture as AVIF and WebP sources with every kept width, and its own size', () => {
    const { container } = render(<Picture src="/api/media/pictures/0123456789abcdef-1200x800.jpg" sizes="100vw" alt="البحر" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/api/media/pictures/0123456789abcdef/480.avif 480w, /api/media/pictures/0123456789abcdef/960.avif 960w, /api/media/pictures/0123456789abcdef/1200.avif 1200w',
    );
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('alt')).toBe('البحر');
  });

  it('keeps any other picture a plain img', () => {
    const { container } = render(<Picture src="/api/media/trip/a-1.svg" sizes="100vw" alt="" width={400} height={300} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/api/media/trip/a-1.svg');
  });
});
