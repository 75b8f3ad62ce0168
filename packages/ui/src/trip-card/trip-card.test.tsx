import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TripCard } from './trip-card.tsx';

const trip = {
  id: 7,
  title: 'رحلة إلى إسطنبول',
  description: 'واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة أحد عشر',
  price: 1234.5,
  price_before_discount: 1500,
  images: ['/img.svg'],
  average_rating: null,
  rates_count: 0,
  is_favourite: false,
  link: '/trip/7/رحلة-إلى-إسطنبول',
};

describe('TripCard', () => {
  it('links the title to the trip page and shows riyals, the cut description and no-rating text', () => {
    render(<TripCard trip={trip} />);
    expect(screen.getByRole('link', { name: 'رحلة إلى إسطنبول' }).getAttribute('href')).toBe('/trip/7/رحلة-إلى-إسطنبول');
    expect(screen.getByText('1,234.50 ريال')).toBeTruthy();
    expect(screen.getByText('1,500.00 ريال')).toBeTruthy();
    expect(screen.getByText('واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة...')).toBeTruthy();
    expect(screen.getByText('لا توجد تقييمات بعد')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
  it('says "from" the lowest price when departures differ in price, without the pre-discount price', () => {
    render(<TripCard trip={{ ...trip, price_from: 999 }} />);
    expect(screen.getByText('ابتداءً من')).toBeTruthy();
    expect(screen.getByText('999.00 ريال')).toBeTruthy();
    expect(screen.queryByText('1,500.00 ريال')).toBeNull();
  });
  it('shows the rating with one decimal and the count', () => {
    render(<TripCard trip={{ ...trip, average_rating: 4.46, rates_count: 12 }} />);
    expect(screen.getByRole('article').textContent).toContain('التقييم 4.5(12)');
  });
  it('loads the first row’s pictures at once, the very first with high priority, the rest lazily', () => {
    const { container } = render(
      <>
        {[0, 2, 3, undefined].map((position) => (
          <TripCard key={String(position)} trip={trip} position={position} />
        ))}
      </>,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
  it('uses the href the app gives', () => {
    render(<TripCard trip={trip} href="/trips/7" />);
    expect(screen.getByRole('link', { name: 'رحلة إلى إسطنبول' }).getAttribute('href')).toBe('/trips/7');
  });
  it('has a favourite toggle with its pressed state, operated by keyboard', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<TripCard trip={trip} onToggleFavourite={onToggle} />);
    const button = screen.getByRole('button', { name: 'رحلة إلى إسطنبول في المفضلة' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<TripCard trip={trip} onToggleFavourite={onToggle} isFavourite />);
    expect(screen.getByRole('button', { name: 'رحلة إلى إسطنبول في المفضلة' }).getAttribute('aria-pressed')).toBe('true');
  });
  it('ignores presses while the toggle is pending', async () => {
    const onToggle = vi.fn();
    render(<TripCard trip={trip} onToggleFavourite={onToggle} isPending />);
    await userEvent.click(screen.getByRole('button', { name: /في المفضلة/ }));
    expect(onToggle).not.toHaveBeenCalled();
  });
  it('says the toggle is busy when it becomes pending while focused', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<TripCard trip={trip} onToggleFavourite={onToggle} />);
    const heart = screen.getByRole('button', { name: /في المفضلة/ });
    heart.focus();
    rerender(<TripCard trip={trip} onToggleFavourite={onToggle} isPending />);
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    expect(heart.hasAttribute('data-busy')).toBe(true);
    await new Promise((r) => setTimeout(r, 80));
    expect(document.querySelector('[data-rihla-announcer]')?.textContent).toBe('جارٍ التحميل');
  });
});
