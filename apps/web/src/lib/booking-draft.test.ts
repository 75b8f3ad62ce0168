import { afterEach, describe, expect, it } from 'vitest';
import { trip } from '../testing/fixtures.ts';
import { readDraft, saveBookingDraft } from './booking-draft.ts';

describe('booking draft', () => {
  afterEach(() => sessionStorage.clear());

  it('reads back what the trip page saved for that trip', () => {
    saveBookingDraft(trip.id, { adults_count: 3, children_count: 1, total_price: 1 });
    // The total is the contract's price for those counts, not the stored number.
    expect(readDraft(trip)).toEqual({ adults_count: 3, children_count: 1, total_price: 4200 + 1500 + 800 });
  });

  it("starts from the trip's defaults when nothing sane is stored", () => {
    expect(readDraft(trip)).toEqual({ adults_count: 2, children_count: 0, total_price: 4200 });
    sessionStorage.setItem(`booking_draft:${trip.id}`, '{"adults_count": 40, "children_count": "x"}');
    expect(readDraft(trip)).toEqual({ adults_count: 4, children_count: 0, total_price: 4200 + 2 * 1500 });
  });
});
