import type { RatingSubject } from '@rihla/machines/rating-modal/rating-modal.machine';

/** A rating the server refused with 401: kept while the customer signs in again. */
export interface RatingDraft {
  /** Whose it is: it reopens only for the same customer, never for whoever signs in next. */
  userId: number;
  bookingId: number;
  rate: number;
  comment: string;
  subject: RatingSubject | null;
}

const KEY = 'rihla.ratingDraft';

export function keepRatingDraft(draft: RatingDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage disabled: the modal stays open with the draft; only a page reload loses it.
  }
}

/** The kept draft of customer `userId`, once: reading it removes it (another customer's too). */
export function takeRatingDraft(userId: number): RatingDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<RatingDraft>;
    if (d.userId !== userId) return null;
    if (typeof d.bookingId !== 'number' || typeof d.rate !== 'number' || typeof d.comment !== 'string') return null;
    return { userId, bookingId: d.bookingId, rate: d.rate, comment: d.comment, subject: d.subject ?? null };
  } catch {
    return null;
  }
}
