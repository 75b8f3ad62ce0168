import { beforeEach, describe, expect, it } from 'vitest';
import { keepRatingDraft, takeRatingDraft } from './rating-draft.ts';

const draft = { userId: 7, bookingId: 31, rate: 4, comment: 'رحلة جميلة', subject: null };

describe('rating draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('reopens once, for the customer who wrote it', () => {
    keepRatingDraft(draft);
    expect(takeRatingDraft(7)).toEqual(draft);
    expect(takeRatingDraft(7)).toBeNull();
  });

  it('never reopens for whoever signs in next in that tab, and is gone after', () => {
    keepRatingDraft(draft);
    expect(takeRatingDraft(8)).toBeNull();
    expect(takeRatingDraft(7)).toBeNull();
  });
});
