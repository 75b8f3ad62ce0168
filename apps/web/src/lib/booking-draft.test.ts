import { afterEach, describe, expect, it } from 'vitest';
import { trip } from '../testing/fixtures.ts';
import {
  clearWizardDraft,
  readDraft,
  readWizardDraft,
  saveBookingDraft,
  saveWizardDraft,
  wizardDraftKey,
} from './booking-draft.ts';

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

  it("keeps the wizard's own draft per trip, reads junk as none, and drops it (issue 31)", () => {
    const draft = {
      from_date: '2026-12-01' as const,
      travellers: [
        {
          kind: 'adult' as const,
          first_name: 'Sara',
          last_name: 'Saad',
          birth_date: '1990-01-01' as const,
          gender: 'female' as const,
          nationality: 'SA',
          passport: 'A123',
          passport_expiry: '2030-01-01' as const,
          passport_image_name: 'p.png',
          visa_image_name: null,
        },
      ],
      save_travellers: true,
      terms_accepted: false,
    };
    saveWizardDraft(trip.id, draft);
    expect(readWizardDraft(trip.id)).toEqual(draft);
    expect(readWizardDraft(trip.id + 1)).toBeNull();
    sessionStorage.setItem(wizardDraftKey(trip.id), '{not json');
    expect(readWizardDraft(trip.id)).toBeNull();
    saveWizardDraft(trip.id, draft);
    clearWizardDraft(trip.id);
    expect(readWizardDraft(trip.id)).toBeNull();
  });
});
