import { assign, assertEvent, fromPromise, setup } from 'xstate';
import {
  formatNumber,
  toAsciiDigits,
  todayIso,
  validateRecurring,
  type AdminTrip,
  type RecurringDepartures,
} from '@rihla/contract';
import { toApiError } from '../shared/api-error.ts';

/**
 * The back office's recurring departures (issue 31, item 15): "every Friday (and any other days)
 * until a date", made in one request on an existing trip. The contract's rule (validateRecurring, the
 * server's own) is run first: a mistake shows at its field and nothing is sent. The answer says how
 * many were made and how many skipped (a departure there already, or sooner than the lead time).
 *
 * Events
 * - `recurring.toggleDay {day, on}`   ticks or unticks a day of the week (0 Sunday … 6 Saturday).
 * - `recurring.change {values}`       the end date, seats and price, as typed.
 * - `recurring.submit`                checks, then sends; ignored while sending.
 *
 * Answers
 * - 200 `{data: trip, meta: {created, skipped}}`: the counts, and `stored({trip})`.
 * - 422: each message at its field; anything else: its message (or "حدث خطأ"), to try again.
 *
 * Actors (default throw)
 * - `send({tripId, body})` → `{trip, created, skipped}` (the dates made and skipped).
 */

export interface RecurringValues {
  weekdays: number[];
  until: string;
  seats: string;
  /** Empty: the trip's price. */
  price: string;
}

export interface RecurringResult {
  trip: AdminTrip;
  created: string[];
  skipped: string[];
}

export interface RecurringContext {
  tripId: number;
  values: RecurringValues;
  /** Field → message, the rule's or the server's. */
  errors: Record<string, string>;
  message: { tone: 'success' | 'error'; text: string } | null;
}

export type RecurringEvent =
  | { type: 'recurring.toggleDay'; day: number; on: boolean }
  | { type: 'recurring.change'; values: Partial<Omit<RecurringValues, 'weekdays'>> }
  | { type: 'recurring.submit' };

export const recurringMessages = {
  invalid: 'صحّح الحقول المشار إليها ثم أنشئ المغادرات.',
  failed: 'حدث خطأ',
};

/** What was done, as counts (Latin digits): how many were added, and how many skipped and why. */
export function recurringDoneText(created: number, skipped: number): string {
  const made = `عدد المغادرات المضافة: ${formatNumber(created)}`;
  return skipped === 0 ? `${made}.` : `${made}، والمتخطاة: ${formatNumber(skipped)} (لها مغادرة من قبل، أو أقرب من مهلة الحجز).`;
}

const typed = (raw: string) => toAsciiDigits(raw).replace(/[,\s]/g, '').trim();

/** The body to send, from the form's values as typed. */
export function recurringBody(v: RecurringValues): RecurringDepartures {
  const price = typed(v.price);
  return {
    weekdays: [...v.weekdays].sort((a, b) => a - b),
    until: v.until,
    seats: typed(v.seats) === '' ? undefined : Number(typed(v.seats)),
    price: price === '' ? null : Number(price),
  };
}

const rule = (v: RecurringValues, today: string) => validateRecurring(recurringBody(v), today) as Record<string, string>;

export const recurringDeparturesMachine = setup({
  types: {
    context: {} as RecurringContext,
    events: {} as RecurringEvent,
    input: {} as { tripId: number },
  },
  actors: {
    send: fromPromise<RecurringResult, { tripId: number; body: RecurringDepartures }>(async () => {
      throw new Error('recurring-departures: send not provided');
    }),
  },
  actions: {
    stored: (_, _params: { trip: AdminTrip }) => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(rule(context.values, todayIso())).length === 0,
  },
}).createMachine({
  id: 'recurringDepartures',
  context: ({ input }) => ({
    tripId: input.tripId,
    values: { weekdays: [], until: '', seats: '', price: '' },
    errors: {},
    message: null,
  }),
  initial: 'editing',
  on: {
    'recurring.toggleDay': {
      actions: assign(({ context, event }) => {
        const without = context.values.weekdays.filter((d) => d !== event.day);
        const { weekdays: _gone, ...errors } = context.errors;
        return { values: { ...context.values, weekdays: event.on ? [...without, event.day] : without }, errors };
      }),
    },
    'recurring.change': {
      actions: assign(({ context, event }) => {
        assertEvent(event, 'recurring.change');
        const errors = { ...context.errors };
        for (const field of Object.keys(event.values)) delete errors[field];
        return { values: { ...context.values, ...event.values }, errors };
      }),
    },
  },
  states: {
    editing: {
      on: {
        'recurring.submit': [
          { guard: 'valid', target: 'sending', actions: assign({ errors: {}, message: null }) },
          {
            actions: assign(({ context }) => ({
              errors: rule(context.values, todayIso()),
              message: { tone: 'error' as const, text: recurringMessages.invalid },
            })),
          },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ tripId: context.tripId, body: recurringBody(context.values) }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({
              message: {
                tone: 'success' as const,
                text: recurringDoneText(event.output.created.length, event.output.skipped.length),
              },
            })),
            { type: 'stored', params: ({ event }) => ({ trip: event.output.trip }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const e = toApiError(event.error);
            const errors = Object.fromEntries(Object.entries(e.errors ?? {}).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])));
            return { errors, message: { tone: 'error' as const, text: e.message ?? recurringMessages.failed } };
          }),
        },
      },
    },
  },
});

interface RecurringSnapshot {
  context: RecurringContext;
  hasTag(tag: string): boolean;
}

export const selectRecurringValues = (s: RecurringSnapshot) => s.context.values;
export const selectRecurringErrors = (s: RecurringSnapshot) => s.context.errors;
export const selectRecurringMessage = (s: RecurringSnapshot) => s.context.message;
export const selectRecurringBusy = (s: RecurringSnapshot) => s.hasTag('busy');
