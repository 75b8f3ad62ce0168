import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay.tsx';

describe('LoadingOverlay', () => {
  it('announces loading and hides the page behind it from assistive technology', () => {
    const { rerender } = render(
      <>
        <button type="button">احجز الآن</button>
        <LoadingOverlay isVisible />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'جارٍ التحميل' })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل');
    expect(screen.queryByRole('button', { name: 'احجز الآن' })).toBeNull();
    rerender(
      <>
        <button type="button">احجز الآن</button>
        <LoadingOverlay isVisible={false} />
      </>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'احجز الآن' })).toBeTruthy();
  });
});
