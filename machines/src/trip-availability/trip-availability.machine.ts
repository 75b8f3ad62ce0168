import { assign, assertEvent, fromPromise, setup } from 'xstate';
import type { AvailableDate, IsoDate, TripAvailability } from '@rihla/contract';

/**
 * A trip's bookable dates for a number of travellers, a month at a time (docs/product.md, "Seats and
 * cancellation"; GET /api/trips/{id}/availability). The trip page shows the first date N travellers
 * can still book; the wizard's calendar offers only the dates of the months it shows.
 *
 * Input: `{ tripId, travellers, month }`, `month` (YYYY-MM) the month of tomorrow.
 *
 * On start, and whenever the travellers change, it seeks the first month with a bookable date,
 * following `next_month` from the input month (at most `MAX_SEEK_MONTHS`): `seeking`, then `ready`
 * with `firstDate` (null: nothing left for that many travellers).
 *
 * Events
 * - `availability.showMonth {month}`       the calendar shows that month: asked for if not known. A
 *                                          month before the first one sought has no bookable day:
 *                                          never asked (a year typed digit by digit passes 0002, 0020…).
 * - `availability.setTravellers {count}`   seats are counted per traveller: everything is asked again.
 * - `availability.refresh`                 a booking was refused for want of seats: what is known is
 *                                          stale, so it is forgotten and asked again.
 * - `availability.retry`                   after a failed call.
 *
 * Actors (default throws)
 * - `loadMonth({tripId, month, travellers})` → TripAvailability.
 */

export const MAX_SEEK_MONTHS = 24;

export interface TripAvailabilityInput {
  tripId: number;
  travellers: number;
  month: string;
}

export interface TripAvailabilityContext {
  tripId: number;
  travellers: number;
  startMonth: string;
  /** The month being asked for while seeking or loading. */
  pendingMonth: string;
  monthsSought: number;
  /** The month the calendar shows. */
  visibleMonth: string;
  months: Record<string, TripAvailability>;
  firstDate: IsoDate | null;
}

export type TripAvailabilityEvent =
  | { type: 'availability.showMonth'; month: string }
  | { type: 'availability.setTravellers'; count: number }
  | { type: 'availability.refresh' }
  | { type: 'availability.retry' };

export interface LoadMonthInput {
  tripId: number;
  month: string;
  travellers: number;
}

const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

export const tripAvailabilityMachine = setup({
  types: {
    context: {} as TripAvailabilityContext,
    events: {} as TripAvailabilityEvent,
    input: {} as TripAvailabilityInput,
  },
  actors: {
    loadMonth: fromPromise<TripAvailability, LoadMonthInput>(async () => {
      throw new Error('trip-availability: loadMonth not provided');
    }),
  },
  actions: {
    keep: assign(({ context }, month: TripAvailability) => ({ months: { ...context.months, [month.month]: month } })),
    seekNext: assign(({ context }, month: TripAvailability) => ({
      pendingMonth: month.next_month!,
      monthsSought: context.monthsSought + 1,
    })),
    takeFirst: assign((_, month: TripAvailability) => ({ firstDate: month.dates[0]?.date ?? null })),
    forget: assign(({ context }) => ({
      months: {},
      firstDate: null,
      pendingMonth: context.startMonth,
      monthsSought: 1,
    })),
    setTravellers: assign(({ event }) => {
      assertEvent(event, 'availability.setTravellers');
      return { travellers: event.count };
    }),
    askVisible: assign(({ context }) => ({ pendingMonth: context.visibleMonth })),
    showMonth: assign(({ event }) => {
      assertEvent(event, 'availability.showMonth');
      return { visibleMonth: event.month, pendingMonth: event.month };
    }),
  },
  guards: {
    hasDates: (_, month: TripAvailability) => month.dates.length > 0,
    mayGoOn: ({ context }, month: TripAvailability) => month.next_month !== null && context.monthsSought < MAX_SEEK_MONTHS,
    isNewTravellers: ({ context, event }) => {
      assertEvent(event, 'availability.setTravellers');
      return Number.isInteger(event.count) && event.count > 0 && event.count !== context.travellers;
    },
    isUnknownMonth: ({ context, event }) => {
      assertEvent(event, 'availability.showMonth');
      return isMonth(event.month) && event.month >= context.startMonth && !(event.month in context.months);
    },
    isVisibleUnknown: ({ context }) => !(context.visibleMonth in context.months),
    isKnownMonth: ({ context, event }) => {
      assertEvent(event, 'availability.showMonth');
      return event.month in context.months;
    },
  },
}).createMachine({
  id: 'tripAvailability',
  context: ({ input }) => ({
    tripId: input.tripId,
    travellers: input.travellers,
    startMonth: input.month,
    pendingMonth: input.month,
    monthsSought: 1,
    visibleMonth: input.month,
    months: {},
    firstDate: null,
  }),
  initial: 'seeking',
  on: {
    'availability.setTravellers': { guard: 'isNewTravellers', target: '.seeking', actions: ['setTravellers', 'forget'] },
    'availability.refresh': { target: '.seeking', actions: 'forget' },
  },
  states: {
    seeking: {
      tags: ['loading'],
      invoke: {
        src: 'loadMonth',
        input: ({ context }) => ({ tripId: context.tripId, month: context.pendingMonth, travellers: context.travellers }),
        onDone: [
          {
            guard: { type: 'hasDates', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              { type: 'keep', params: ({ event }) => event.output },
              { type: 'takeFirst', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'mayGoOn', params: ({ event }) => event.output },
            target: 'seeking',
            reenter: true,
            actions: [
              { type: 'keep', params: ({ event }) => event.output },
              { type: 'seekNext', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        ],
        onError: 'failed',
      },
    },
    ready: {
      initial: 'checking',
      on: {
        'availability.showMonth': [
          { guard: 'isUnknownMonth', target: '.loading', actions: 'showMonth' },
          { guard: 'isKnownMonth', target: '.idle', actions: 'showMonth' },
        ],
      },
      states: {
        // Seeking started over (travellers, refresh) while the calendar showed a later month.
        checking: {
          always: [{ guard: 'isVisibleUnknown', target: 'loading', actions: 'askVisible' }, { target: 'idle' }],
        },
        idle: {},
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadMonth',
            input: ({ context }) => ({ tripId: context.tripId, month: context.pendingMonth, travellers: context.travellers }),
            onDone: { target: 'idle', actions: { type: 'keep', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        failed: {
          tags: ['failed'],
          on: { 'availability.retry': 'loading' },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'availability.retry': { target: 'seeking', actions: 'forget' } },
    },
  },
});

interface AvailabilitySnapshot {
  context: TripAvailabilityContext;
  hasTag(tag: string): boolean;
  matches(state: 'ready'): boolean;
}

export type DayAvailability =
  | { known: false }
  | { known: true; available: false }
  | { known: true; available: true; seatsLeft: number | null; price: number | null };

/** What is known of one date: not yet asked, not bookable, or bookable with the seats left. */
export function selectDay(s: AvailabilitySnapshot, date: IsoDate): DayAvailability {
  return dayIn(s.context.months, date);
}

/** The same, from the months a screen already selected. */
export function dayIn(months: TripAvailabilityContext['months'], date: IsoDate): DayAvailability {
  const month = months[date.slice(0, 7)];
  if (!month) return { known: false };
  const day: AvailableDate | undefined = month.dates.find((d) => d.date === date);
  return day ? { known: true, available: true, seatsLeft: day.seats_left, price: day.price } : { known: true, available: false };
}

export const selectIsLoading = (s: AvailabilitySnapshot) => s.hasTag('loading');
export const selectFailed = (s: AvailabilitySnapshot) => s.hasTag('failed');
/** The first bookable date; null while seeking, and when nothing is left for that many travellers. */
export const selectFirstDate = (s: AvailabilitySnapshot) => s.context.firstDate;
/** Seeking is over and no month had a date for that many travellers. */
export const selectNoneLeft = (s: AvailabilitySnapshot) => s.matches('ready') && s.context.firstDate === null;
