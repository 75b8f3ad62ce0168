import os from 'node:os';
import { sleep } from './server.ts';

// A benchmark run taken while other work loads the machine measures that work too. The gate reads the
// 1-minute load average (os.loadavg()[0]) before and after a run: a run that started above the limit
// is rejected and done again once the load has fallen, waiting a bounded time; a run the load never
// allowed is kept and marked, so the reader knows. The load after is printed, not judged: a
// Lighthouse run itself keeps a 2-core machine's 1-minute load above 1 (Chromium and Lighthouse at
// work), so judging it would reject every run.

/** The 1-minute load average. */
export const load1 = (): number => os.loadavg()[0]!;

/** Waits until the 1-minute load average is at most `max`, polling every 5 s for `timeoutMs` at most; true when it is. */
export async function waitForLoad(max: number, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (load1() <= max) return true;
    if (Date.now() >= end) return false;
    await sleep(Math.min(5000, Math.max(0, end - Date.now())));
  }
}

export interface Gated<T> {
  result: T;
  before: number;
  after: number;
  /** The run was taken above the limit (the load never fell within the wait, or every redo was loaded too). */
  loaded: boolean;
}

export interface GateOptions {
  max: number;
  /** The longest wait for the load to fall, before a run and before a redo (ms). */
  waitMs: number;
  /** Redos of one run at most, after which the least loaded attempt is kept, marked. */
  redos: number;
  log: (line: string) => void;
}

/**
 * Runs `run` at a load average of at most `max` when it starts: waits for the load first, and a run
 * that started above the limit is redone once the load has fallen (at most `redos` times). When the load does not fall within `waitMs`, the run taken is kept with `loaded` set.
 * `run` answering null (a failed run) is passed through for the caller to retry.
 */
export async function gated<T>(label: string, opts: GateOptions, run: () => Promise<T | null>): Promise<Gated<T> | null> {
  let best: Gated<T> | undefined;
  for (let attempt = 0; ; attempt++) {
    // Before a redo the load has just been waited for; a run started above the limit is not redone.
    const quiet = attempt > 0 || (await waitForLoad(opts.max, opts.waitMs));
    if (!quiet)
      opts.log(`  ${label}: load ${load1().toFixed(2)} still above ${opts.max} after ${opts.waitMs / 1000} s: run anyway`);
    const before = load1();
    const result = await run();
    const after = load1();
    opts.log(`  ${label}: load average (1 min) ${before.toFixed(2)} before, ${after.toFixed(2)} after`);
    if (result === null) return null;
    const taken: Gated<T> = { result, before, after, loaded: before > opts.max };
    if (!taken.loaded) return taken;
    if (!best || before < best.before) best = taken;
    if (!quiet) return best;
    if (attempt >= opts.redos) {
      opts.log(`  ${label}: still above ${opts.max} after ${opts.redos} redo(s): kept, marked`);
      return best;
    }
    opts.log(`  ${label}: rejected (load above ${opts.max}); waiting up to ${opts.waitMs / 1000} s for it to fall`);
    if (!(await waitForLoad(opts.max, opts.waitMs))) {
      opts.log(`  ${label}: load ${load1().toFixed(2)} did not fall below ${opts.max}: kept, marked`);
      return best;
    }
  }
}
