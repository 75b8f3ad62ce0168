import { expect } from 'vitest';
import { fromPromise, type AnyStateMachine } from 'xstate';
import type { AdjacencyMap, AdjacencyValue } from 'xstate/graph';

// Test-only helpers shared by the machine tests: actors the test answers by hand, and the list of
// leaf states a machine has, for the "every reachable state was covered" check.

export interface PendingCall<TOut, TIn> {
  input: TIn;
  signal: AbortSignal;
  resolve: (value: TOut) => void;
  reject: (error: unknown) => void;
}

export function controllable<TOut, TIn>() {
  const calls: Array<PendingCall<TOut, TIn>> = [];
  const logic = fromPromise<TOut, TIn>(
    ({ input, signal }) => new Promise<TOut>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
  return {
    logic,
    calls,
    last: () => {
      const call = calls.at(-1);
      if (!call) throw new Error('no call was made');
      return call;
    },
  };
}

/** Lets settled promises deliver their done/error events to the actor. */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));

interface NodeLike {
  type: string;
  path: string[];
  states: Record<string, NodeLike>;
  on: Record<string, unknown>;
  always?: Array<{ guard?: unknown }>;
  invoke: unknown[];
}

/**
 * A state that only chooses where to go (eventless transitions, one of them unguarded, nothing
 * invoked or listened for) is left in the same step it is entered: no snapshot ever shows it.
 */
const isTransient = (node: NodeLike) =>
  !!node.always?.some((t) => !t.guard) && Object.keys(node.on).length === 0 && node.invoke.length === 0;

/** Every atomic or final state a snapshot can show, as dotted paths ("signedIn.idle"). */
export function leafStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: NodeLike) => {
    if ((node.type === 'atomic' || node.type === 'final') && !isTransient(node)) out.push(node.path.join('.'));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as NodeLike);
  return out.sort();
}

/** The active leaf states of a snapshot, as dotted paths. */
export function activeLeaves(snapshot: { _nodes: unknown[] }): string[] {
  return (snapshot._nodes as NodeLike[]).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.path.join('.'));
}

interface ModelPath {
  description: string;
  steps: Array<{ state: { value: unknown }; event: { type: string } }>;
}

/**
 * The paths a model test walks: every simple path over the model's states (many routes), plus one
 * shortest path to every (state, arriving event, previous state) triple, so every transition of the
 * model is walked at least once, including those that come back to a state already on the path
 * (close → idle), which simple paths never take.
 */
export function walkPaths<P extends ModelPath>(simple: P[], transitions: P[]): P[] {
  const byDescription = new Map<string, P>();
  for (const p of [...simple, ...transitions]) byDescription.set(p.description, p);
  return [...byDescription.values()];
}

/** "from --event--> to" for every step of the paths (model states as JSON values). */
export function walkedEdges(paths: ModelPath[]): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    for (let i = 1; i < p.steps.length; i++) {
      out.add(
        `${JSON.stringify(p.steps[i - 1]!.state.value)} --${p.steps[i]!.event.type}--> ${JSON.stringify(p.steps[i]!.state.value)}`,
      );
    }
  }
  return out;
}

/** Every edge of a context-free model, in the same notation. */
export function modelEdges<S extends { value: unknown }, E extends { type: string }>(adjacency: AdjacencyMap<S, E>): Set<string> {
  const out = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency as Record<string, AdjacencyValue<S, E>>)) {
    for (const t of Object.values(transitions as Record<string, { event: E; state: S }>)) {
      out.add(`${JSON.stringify(state.value)} --${t.event.type}--> ${JSON.stringify(t.state.value)}`);
    }
  }
  return out;
}

/**
 * One path for every transition of a model, self-loops included: the shortest way to the
 * transition's source state, then its event. Simple paths would cover them too, but they grow past
 * thousands once a model has loops.
 */
const eventName = ({ type, ...data }: { type: string }) => (Object.keys(data).length ? `${type} ${JSON.stringify(data)}` : type);

export function edgeCoveringPaths<P extends ModelPath>(model: {
  getShortestPaths(): P[];
  getAdjacencyMap(): unknown;
  getPathsFromEvents(events: never[]): P[];
}): P[] {
  // getShortestPaths drops a path that is the start of another, so every state met along one counts.
  const toState = new Map<string, { type: string }[]>();
  for (const p of model.getShortestPaths())
    p.steps.forEach((step, i) => {
      const key = JSON.stringify(step.state.value);
      const events = p.steps.slice(1, i + 1).map((s) => s.event);
      if (!toState.has(key) || toState.get(key)!.length > events.length) toState.set(key, events);
    });
  const out: P[] = [];
  for (const { state, transitions } of Object.values(model.getAdjacencyMap() as Record<string, AdjacencyValue<never, never>>)) {
    const events = toState.get(JSON.stringify((state as { value: unknown }).value)) ?? [];
    for (const t of Object.values(transitions as Record<string, { event: never }>)) {
      const all = [...events, t.event] as { type: string }[];
      for (const path of model.getPathsFromEvents(all as never[])) {
        // Named by its events and their data (a status): paths to one state are told apart, and
        // so are one event's variants (walkPaths keys by description).
        (path as { description: string }).description = `walks ${all.map(eventName).join(' → ')}`;
        out.push(path);
      }
    }
  }
  return out;
}

/**
 * The closing check of a model test: every state of the spec model and of the machine was seen, and
 * every transition of the model walked; logs the counts.
 */
export function expectEverythingWalked(
  name: string,
  walked: {
    model: AnyStateMachine;
    machine: AnyStateMachine;
    modelSeen: Set<string>;
    machineSeen: Set<string>;
    adjacency: AdjacencyMap<{ value: unknown }, { type: string }>;
    paths: ModelPath[];
  },
) {
  const modelStates = leafStates(walked.model);
  const machineStates = leafStates(walked.machine);
  expect([...walked.modelSeen].sort()).toEqual(modelStates);
  expect([...walked.machineSeen].sort()).toEqual(machineStates);
  const edges = modelEdges(walked.adjacency);
  expect([...edges].filter((e) => !walkedEdges(walked.paths).has(e))).toEqual([]);
  console.info(
    `${name} model: ${walked.paths.length} paths walked; spec states ${walked.modelSeen.size}/${modelStates.length}; ` +
      `spec transitions ${edges.size}/${edges.size}; machine states ${walked.machineSeen.size}/${machineStates.length} ` +
      `(${machineStates.join(', ')})`,
  );
}
