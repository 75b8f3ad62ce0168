import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from './gallery.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

const images = ['/1.jpg', '/2.jpg', '/3.jpg'];

describe('Gallery', () => {
  it('shows the first image and switches with the dots', async () => {
    const onChange = vi.fn();
    render(<Gallery images={images} alt="رحلة باريس" onSelectedIndexChange={onChange} />);
    expect(screen.getByRole('img', { name: 'رحلة باريس، صورة 1 من 3' })).toBeTruthy();
    const dots = screen.getAllByRole('tab');
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['صورة 1 من 3', 'صورة 2 من 3', 'صورة 3 من 3']);
    await userEvent.click(screen.getByRole('tab', { name: 'صورة 3 من 3' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('tab', { name: 'صورة 3 من 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('img', { name: 'رحلة باريس، صورة 3 من 3' })).toBeTruthy();
  });
  it('moves between dots with the arrow keys', async () => {
    render(<Gallery images={images} alt="رحلة" />, { wrapper: UiProvider });
    await userEvent.click(screen.getByRole('tab', { name: 'صورة 1 من 3' }));
    // Arabic: the next dot is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'صورة 2 من 3' }).getAttribute('aria-selected')).toBe('true');
  });
  it('shows no dots for a single image', () => {
    render(<Gallery images={['/1.jpg']} alt="رحلة" />);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
