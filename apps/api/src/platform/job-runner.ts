import { sql, type Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { isPostgres } from './db/database.ts';

// Periodic jobs run by one server at a time (issue 16, item 5). Every server runs a JobRunner with
// the same jobs; before a run, a job's lock is tried, and a server that does not get it skips that run
// (another is doing it). On PostgreSQL the lock is a session advisory lock keyed by the schema and the
// job's name, held on a connection of its own for the run and released by the database if the server
// dies. SQLite has a single server: the lock only keeps two runners of one process (tests) apart.
// Timers never keep the process alive; close waits for runs under way.

export interface Job {
  name: string;
  /** Between runs; 0 or less: the job does not run. */
  intervalMs: number;
  /** Returns how many rows it changed, logged when there were any. */
  run: () => Promise<number>;
}

export interface JobLock {
  /** Runs `fn` holding the job's lock; false (without running it) when someone else holds it. */
  tryRun(name: string, fn: () => Promise<void>): Promise<boolean>;
}

const localLocks = new WeakMap<object, Set<string>>();

/** The lock of `db`'s engine (see above). */
export function databaseLock(db: Kysely<DB>): JobLock {
  if (!isPostgres(db)) {
    const held = localLocks.get(db) ?? new Set<string>();
    localLocks.set(db, held);
    return {
      async tryRun(name, fn) {
        if (held.has(name)) return false;
        held.add(name);
        try {
          await fn();
        } finally {
          held.delete(name);
        }
        return true;
      },
    };
  }
  return {
    tryRun: (name, fn) =>
      db.connection().execute(async (conn) => {
        const key = sql`hashtext(current_schema() || ':job:' || ${name})`;
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
        if (!rows[0]?.locked) return false;
        try {
          await fn();
        } finally {
          await sql`select pg_advisory_unlock(${key})`.execute(conn);
        }
        return true;
      }),
  };
}

export interface JobRunnerOptions {
  /** The jobs known at construction; each module adds its own with add() before the app is ready. */
  jobs?: Job[];
  lock: JobLock;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
  /** The first run of each job comes this soon after start (at most its interval), so a server restarted more often than the interval still runs it. */
  firstRunMs?: number;
}

export class JobRunner {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<boolean>>();
  private stopped = false;
  private readonly o: JobRunnerOptions;
  private readonly jobs: Job[];

  constructor(options: JobRunnerOptions) {
    this.o = options;
    this.jobs = [...(options.jobs ?? [])];
  }

  /** A module's periodic job (its plugin adds it at registration, before start). */
  add(job: Job): void {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} added twice`);
    this.jobs.push(job);
  }

  start(): void {
    for (const job of this.jobs) {
      if (!(job.intervalMs > 0)) continue;
      const every = setInterval(() => void this.runNow(job.name), job.intervalMs);
      const first = setTimeout(() => void this.runNow(job.name), Math.min(job.intervalMs, this.o.firstRunMs ?? 30_000));
      every.unref();
      first.unref();
      this.timers.push(every, first);
    }
  }

  /**
   * Runs a job once, now, if no server runs it: true when this runner ran it to the end. A run still
   * going on in this runner is waited for and counts as not run again. A failure is logged, returns
   * false and is left for the next run.
   */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    const under = this.running.get(name);
    if (under) return (await under, false);
    if (this.stopped) return false;
    const run = this.o.lock
      .tryRun(name, async () => {
        const start = Date.now();
        const rows = await job.run();
        if (rows > 0) this.o.log.info({ job: name, rows, ms: Date.now() - start }, 'job done');
      })
      .catch((err: unknown) => {
        this.o.log.warn({ err, job: name }, 'job failed; retried at the next interval');
        return false;
      })
      .finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  /** No more runs; waits for those under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    await Promise.all(this.running.values());
  }
}
