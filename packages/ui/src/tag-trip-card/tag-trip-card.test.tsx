import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TagTripCard } from './tag-trip-card.tsx';

const trip = {
  id: 5,
  title: 'عطلة في العلا',
  images: ['/a.jpg'],
  duration: 2,
  to_city: { id: 10, name: 'العلا' },
  tags: ['عائلية', 'مغامرات'],
  link: '/trip/5/عطلة-في-العلا',
};

describe('TagTripCard', () => {
  it('shows the tag chips, the city and the dual for two days', () => {
    render(<TagTripCard trip={trip} />);
    const tags = screen.getByRole('list', { name: 'الوسوم' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['عائلية', 'مغامرات']);
    expect(screen.getByText('العلا')).toBeTruthy();
    expect(screen.getByText('يومان')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عطلة في العلا' }).getAttribute('href')).toBe('/trip/5/عطلة-في-العلا');
  });
  it('uses the singular and the plural', () => {
    const { rerender } = render(<TagTripCard trip={{ ...trip, duration: 1 }} />);
    expect(screen.getByText('يوم واحد')).toBeTruthy();
    rerender(<TagTripCard trip={{ ...trip, duration: 5 }} />);
    expect(screen.getByText('5 أيام')).toBeTruthy();
  });
});
