import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { formatRiyal, travellersText } from '@rihla/contract';
import { trip } from '../../testing/fixtures.ts';
import { BookingSummary, tripDiscount } from './booking-summary.tsx';

// The wizard's summary is rendered by the server for every visitor alike (issue 28): without the
// visitor's draft (kept in their tab) the rows that depend on it are blank, in their place.
const rows = () =>
  within(screen.getByRole('complementary'))
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('booking summary', () => {
  it("leaves the travellers, the trip's price and the total blank without a draft, and says it is busy", () => {
    render(<BookingSummary trip={trip} draft={null} />);
    const summary = screen.getByRole('complementary', { name: new RegExp(trip.title) });
    expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(rows()).toEqual([
      ['التقييم', expect.any(String)],
      ['المدة', expect.any(String)],
      ['المسافرون', '…'],
      ['سعر الرحلة', '…'],
      ['الخصم', formatRiyal(tripDiscount(trip))],
      ['الإجمالي', '…'],
    ]);
  });

  it('shows the draft once there is one', () => {
    render(<BookingSummary trip={trip} draft={{ adults_count: 2, children_count: 1, total_price: 5000 }} />);
    expect(screen.getByRole('complementary')).not.toHaveAttribute('aria-busy');
    const values = Object.fromEntries(rows());
    expect(values['المسافرون']).toBe(travellersText(2, 1));
    expect(values['الإجمالي']).toBe(formatRiyal(5000));
  });
});
