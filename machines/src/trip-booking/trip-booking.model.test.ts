import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { edgeCoveringPaths, modelEdges, walkedEdges, walkPaths, leafStates } from '../test-support/harness.ts';
import { selectDraft, selectPrice, tripBookingMachine } from './trip-booking.machine.ts';

// The trip page's steppers, total and "book now" (docs/product.md, "Trip page") as an abstract model
// over a small trip: 1 adult and no child included, at most 1 more adult (400) and 1 child (150) on
// top of the 1000 base. Each model state is a pair of counts; a stepper at its bound has no edge
// (the real button must be disabled there), and "book now" exists only with an adult; after it the
// real machine is in its final state. Every path is played on a fresh real actor; after each step
// the counts, the enabled buttons, the total and the saved draft must be the model's.
const trip = {
  id: 5,
  price: 1000,
  default_adults: 1,
  default_childs: 0,
  max_additional_adults: 1,
  max_additional_childs: 1,
  price_per_additional_adult: 400,
  price_per_additional_child: 150,
};
const ADULTS = [0, 1, 2];
const CHILDREN = [0, 1];
const name = (a: number, c: number) => `a${a}c${c}`;
/** Worked out by hand from the rule: base, plus each traveller beyond the included ones. */
const expectedTotal = (a: number, c: number) => 1000 + Math.max(a - 1, 0) * 400 + c * 150;

const states: Record<string, { on: Record<string, string>; type?: 'final' }> = { booked: { on: {}, type: 'final' } };
for (const a of ADULTS)
  for (const c of CHILDREN) {
    const on: Record<string, string> = {};
    if (a < 2) on['adult.add'] = name(a + 1, c);
    if (a > 0) on['adult.remove'] = name(a - 1, c);
    if (c < 1) on['child.add'] = name(a, c + 1);
    if (c > 0) on['child.remove'] = name(a, c - 1);
    if (a >= 1) on['user.book'] = 'booked';
    on['adults.typed9'] = name(2, c); // a typed value past the bound is clamped to it
    states[name(a, c)] = { on };
  }
const model = createMachine({ id: 'tripBookingSpec', initial: name(1, 0), states });

class System {
  saveDraft = vi.fn();
  navigateToBooking = vi.fn();
  actor: Actor<typeof tripBookingMachine>;
  bookedWith: { adults: number; children: number } | null = null;
  constructor() {
    const machine = tripBookingMachine.provide({
      actions: { saveDraft: (_, p) => this.saveDraft(p), navigateToBooking: (_, p) => this.navigateToBooking(p) },
    });
    this.actor = createActor(machine, { input: { trip } }).start();
  }
  get snap() {
    return this.actor.getSnapshot();
  }
}

const paths = walkPaths(
  createTestModel(model, { serializeTransition: () => '' }).getShortestPaths(),
  edgeCoveringPaths(createTestModel(model, { serializeTransition: () => '' })),
);
const modelSeen = new Set<string>();

describe(`trip booking model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System();
    const send = (type: Parameters<typeof sys.actor.send>[0]['type']) => sys.actor.send({ type } as never);
    const countState: Record<string, () => void> = {};
    for (const a of ADULTS)
      for (const c of CHILDREN)
        countState[name(a, c)] = () => {
          modelSeen.add(name(a, c));
          expect(sys.snap.context).toMatchObject({ adults: a, children: c });
          expect(sys.snap.can({ type: 'steppers.incrementAdults' })).toBe(a < 2);
          expect(sys.snap.can({ type: 'steppers.decrementAdults' })).toBe(a > 0);
          expect(sys.snap.can({ type: 'steppers.incrementChildren' })).toBe(c < 1);
          expect(sys.snap.can({ type: 'steppers.decrementChildren' })).toBe(c > 0);
          expect(sys.snap.can({ type: 'trip.book' })).toBe(a >= 1);
          expect(sys.snap.value).toBe('choosing');
          expect(selectPrice(sys.snap).total).toBe(expectedTotal(a, c));
          expect(sys.navigateToBooking).not.toHaveBeenCalled();
        };
    await path.test({
      events: {
        'adult.add': () => send('steppers.incrementAdults'),
        'adult.remove': () => send('steppers.decrementAdults'),
        'child.add': () => send('steppers.incrementChildren'),
        'child.remove': () => send('steppers.decrementChildren'),
        'adults.typed9': () => sys.actor.send({ type: 'steppers.setAdults', value: 9 }),
        'user.book': () => {
          sys.bookedWith = { adults: sys.snap.context.adults, children: sys.snap.context.children };
          send('trip.book');
        },
      },
      states: {
        ...countState,
        booked: () => {
          modelSeen.add('booked');
          const { adults, children } = sys.bookedWith!;
          const draft = { adults_count: adults, children_count: children, total_price: expectedTotal(adults, children) };
          expect(selectDraft(sys.snap)).toEqual(draft);
          // Saved on load (the trip's defaults) and again, with the chosen counts, on "book now".
          expect(sys.saveDraft).toHaveBeenCalledTimes(2);
          expect(sys.saveDraft).toHaveBeenNthCalledWith(1, { draft: { adults_count: 1, children_count: 0, total_price: 1000 } });
          expect(sys.saveDraft).toHaveBeenLastCalledWith({ draft });
          expect(sys.navigateToBooking).toHaveBeenCalledWith({ tripId: 5 });
          // Booked is final: a second press while the page leaves saves and navigates nothing more.
          expect(sys.snap.status).toBe('done');
          send('trip.book');
          expect(sys.navigateToBooking).toHaveBeenCalledTimes(1);
        },
      },
    });
  });

  it('walked every state and transition of the spec model', () => {
    const modelStates = leafStates(model);
    expect([...modelSeen].sort()).toEqual(modelStates);
    const edges = modelEdges(createTestModel(model, { serializeTransition: () => '' }).getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `trip booking model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; ` +
        `spec transitions ${edges.size}/${edges.size}; the machine's states are choosing (its counts are its context) and booked`,
    );
  });
});
