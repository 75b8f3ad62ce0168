import type { InspectionEvent, Observer } from 'xstate';

// The Stately inspector opens when the site is loaded with ?inspect. It is loaded by dynamic
// import, so visitors without the flag download none of it.
let inspect: Observer<InspectionEvent> | undefined;

export async function startInspectorIfAsked(): Promise<void> {
  if (!new URLSearchParams(location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Pass as `inspect` when creating an actor; undefined unless ?inspect is on. */
export function inspector(): Observer<InspectionEvent> | undefined {
  return inspect;
}
