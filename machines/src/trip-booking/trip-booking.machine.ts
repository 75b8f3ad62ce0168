import { assign, setup } from 'xstate';
import { clamp, priceBreakdown, travellerLimits, type BookingDraft, type PricedTrip } from '@rihla/contract';

/**
 * Trip page: the adult and child steppers, the total and "book now" (docs/product.md ("Screens and routes", "States", "Validation", "Constants and limits")).
 * Input `{ trip }` (the detail). Counts start at the trip's defaults and are saved to the draft on
 * load; they stay within `travellerLimits`; the total is the contract's price formula.
 *
 * States: `choosing` (the steppers move, the total follows), then `booked` (final) once "book now"
 * has saved the draft and left for the wizard.
 *
 * Events
 * - `steppers.incrementAdults` / `steppers.decrementAdults` / `steppers.incrementChildren` /
 *   `steppers.decrementChildren`  a stepper button; `can()` of each disables it at its bound.
 * - `steppers.setAdults {value}` / `steppers.setChildren {value}`  typed value, clamped.
 * - `trip.book`  "book now"; enabled (can()) with at least one adult, since the wizard asks one
 *                passport per adult.
 *
 * Actions (defaults do nothing)
 * - `saveDraft({draft})`            {adults_count, children_count, total_price}: on load and on book.
 * - `navigateToBooking({tripId})`   to /trip/{id}/{slug}/book.
 */

export interface TripBookingInput {
  trip: PricedTrip & { id: number };
}

export interface TripBookingContext {
  trip: PricedTrip & { id: number };
  adults: number;
  children: number;
}

export type TripBookingEvent =
  | { type: 'steppers.incrementAdults' }
  | { type: 'steppers.decrementAdults' }
  | { type: 'steppers.incrementChildren' }
  | { type: 'steppers.decrementChildren' }
  | { type: 'steppers.setAdults'; value: number }
  | { type: 'steppers.setChildren'; value: number }
  | { type: 'trip.book' };

export function draftOf(c: TripBookingContext): BookingDraft {
  return { adults_count: c.adults, children_count: c.children, total_price: priceBreakdown(c.trip, c.adults, c.children).total };
}

function whole(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

export const tripBookingMachine = setup({
  types: {
    context: {} as TripBookingContext,
    events: {} as TripBookingEvent,
    input: {} as TripBookingInput,
  },
  actions: {
    saveDraft: (_, _params: { draft: BookingDraft }) => {},
    navigateToBooking: (_, _params: { tripId: number }) => {},
    step: assign(({ context, event }) => {
      const { adults, children } = travellerLimits(context.trip);
      switch (event.type) {
        case 'steppers.incrementAdults':
          return { adults: clamp(context.adults + 1, adults.min, adults.max) };
        case 'steppers.decrementAdults':
          return { adults: clamp(context.adults - 1, adults.min, adults.max) };
        case 'steppers.incrementChildren':
          return { children: clamp(context.children + 1, children.min, children.max) };
        case 'steppers.decrementChildren':
          return { children: clamp(context.children - 1, children.min, children.max) };
        case 'steppers.setAdults':
          return { adults: clamp(whole(event.value, context.adults), adults.min, adults.max) };
        case 'steppers.setChildren':
          return { children: clamp(whole(event.value, context.children), children.min, children.max) };
        default:
          return {};
      }
    }),
  },
  guards: {
    canAddAdult: ({ context }) => context.adults < travellerLimits(context.trip).adults.max,
    canRemoveAdult: ({ context }) => context.adults > travellerLimits(context.trip).adults.min,
    canAddChild: ({ context }) => context.children < travellerLimits(context.trip).children.max,
    canRemoveChild: ({ context }) => context.children > travellerLimits(context.trip).children.min,
    hasAdults: ({ context }) => context.adults >= 1,
  },
}).createMachine({
  id: 'tripBooking',
  context: ({ input }) => {
    const limits = travellerLimits(input.trip);
    return {
      trip: input.trip,
      adults: clamp(input.trip.default_adults, limits.adults.min, limits.adults.max),
      children: clamp(input.trip.default_childs, limits.children.min, limits.children.max),
    };
  },
  entry: { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'steppers.incrementAdults': { guard: 'canAddAdult', actions: 'step' },
        'steppers.decrementAdults': { guard: 'canRemoveAdult', actions: 'step' },
        'steppers.incrementChildren': { guard: 'canAddChild', actions: 'step' },
        'steppers.decrementChildren': { guard: 'canRemoveChild', actions: 'step' },
        'steppers.setAdults': { actions: 'step' },
        'steppers.setChildren': { actions: 'step' },
        'trip.book': {
          guard: 'hasAdults',
          target: 'booked',
          actions: [
            { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
            { type: 'navigateToBooking', params: ({ context }) => ({ tripId: context.trip.id }) },
          ],
        },
      },
    },
    // The counts are handed to the wizard: a second press while the page leaves books nothing more.
    booked: { type: 'final' },
  },
});

interface TripBookingSnapshot {
  context: TripBookingContext;
}

export const selectDraft = (s: TripBookingSnapshot) => draftOf(s.context);
export const selectPrice = (s: TripBookingSnapshot) => priceBreakdown(s.context.trip, s.context.adults, s.context.children);
export const selectLimits = (s: TripBookingSnapshot) => travellerLimits(s.context.trip);
