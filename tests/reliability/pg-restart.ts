import fs from 'node:fs';
import { execFile } from 'node:child_process';
import { bookableTrips, book, call } from '@rihla/bench/lib/api.ts';
import { uploadHash } from '@rihla/bench/lib/png.ts';
import { sleep } from '@rihla/bench/lib/server.ts';
import { bookingStream, readRequests, verifyBooked } from './lib/bookings.ts';
import { bump, keepLog, registerMany, statusLine, withServer, type Outcome, type Suite } from './lib/harness.ts';

// ---------------------------------------------------------------------------------------------
// faults: PostgreSQL restarted under load: 503 meanwhile, recovery without restarting the server
// ---------------------------------------------------------------------------------------------
export async function pgRestartTest(suite: Suite): Promise<Outcome> {
  return withServer(suite, 'pgrestart', 'postgres', async (s) => {
    const customers = await registerMany(s.url, 6, 'pgr');
    const trips = await bookableTrips(s.url, 4);
    const reads = (await readRequests(s.url)).map((r) => r.path);
    const statuses = new Map<string, number>();
    const timeline: { t: number; status: number | string }[] = [];
    let stop = false;
    const t0 = Date.now();
    const readers = Array.from({ length: 16 }, async (_, w) => {
      for (let i = 0; !stop && i < 1_000_000; i++) {
        try {
          const res = await call(s.url, reads[(w + i) % reads.length]!, { timeoutMs: 15_000 });
          bump(statuses, res.status);
          timeline.push({ t: Date.now() - t0, status: res.status });
        } catch (e) {
          bump(statuses, `error:${(e as Error).name}`);
          timeline.push({ t: Date.now() - t0, status: 'error' });
        }
      }
    });
    const stream = bookingStream(s.url, customers, trips, 2, 'pgr');
    await sleep(3000);
    const restartAt = Date.now() - t0;
    await new Promise<void>((resolve, reject) =>
      execFile(
        'pg_ctlcluster',
        ['--skip-systemctl-redirect', fs.readdirSync('/etc/postgresql')[0]!, 'main', 'restart'],
        { timeout: 60_000 },
        (err) => (err ? reject(err) : resolve()),
      ),
    );
    const restartedAt = Date.now() - t0;
    // Recovered by itself: the first time after the restart that a read answers 200.
    let recoveredAt = -1;
    for (let i = 0; i < 300; i++) {
      const last = timeline.filter((x) => x.t > restartedAt && x.status === 200);
      if (last.length >= 20) {
        recoveredAt = last[0]!.t;
        break;
      }
      await sleep(100);
    }
    await sleep(2000);
    stop = true;
    await Promise.all(readers);
    await stream.stop();
    const problems: string[] = [];
    if (!s.alive()) {
      // The process itself went down with the database: say how, from its log.
      const log = fs.readFileSync(s.logFile, 'utf8');
      const cause = /^(\w*error: .*)$/im.exec(log)?.[1] ?? log.split('\n').find((l) => /Error|throw/.test(l)) ?? '(no log line)';
      const unhandled = /Unhandled 'error' event/.test(log) ? " (an unhandled 'error' event on a pg Client)" : '';
      return {
        pass: false,
        summary: `postgres restarted under 16 readers + 2 booking streams: the API process exited (code ${await s.exited}) during the restart${unhandled}: ${cause.trim()}; statuses before it died: reads ${statusLine(statuses)}, bookings ${statusLine(stream.statuses)}`,
        details: [`server log kept at ${keepLog(s.logFile, 'pg-restart')}`],
      };
    }
    const bad = [...statuses.entries()].filter(([k]) => /^5\d\d$/.test(k) && k !== '503');
    const bookingBad = [...stream.statuses.entries()].filter(([k]) => /^5\d\d$/.test(k) && k !== '503');
    const n503 = (statuses.get('503') ?? 0) + (stream.statuses.get('503') ?? 0);
    if (bad.length || bookingBad.length)
      problems.push(`5xx other than 503: reads ${statusLine(statuses)}, bookings ${statusLine(stream.statuses)}`);
    if (recoveredAt < 0) problems.push('reads did not come back to 200 within 30 s of the restart');
    const errors = [...statuses.entries()].filter(([k]) => k.startsWith('error')).reduce((a, [, v]) => a + v, 0);
    if (errors) problems.push(`${errors} reads failed without an answer`);
    const health = await call(s.url, '/api/health');
    if (health.status !== 200) problems.push(`health ${health.status} after the restart`);
    // A booking after the restart works, and every booking answered 200 is there with its files.
    const after = await book(s.url, customers[0]!, { trip: trips[0]!, adults: 1, seed: 77 }, 'pgr-after');
    if (after.status !== 200) problems.push(`booking after the restart answered ${after.status}`);
    else stream.booked.push({ customer: customers[0]!, id: after.body.data.id, hashes: after.files.map(uploadHash) });
    problems.push(...(await verifyBooked(s.url, stream.booked)));
    if (n503 === 0) problems.push('no request answered 503 while the database was down (none fell in the window?)');
    let logNote: string[] = [];
    if (problems.length) {
      // What the server logged for its 500s (pino JSON lines at warn level and above).
      const kept = keepLog(s.logFile, 'pg-restart');
      const errors = fs
        .readFileSync(s.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"level":50'))
        .map((l) => {
          try {
            const j = JSON.parse(l) as {
              msg?: string;
              req?: { url?: string };
              err?: { type?: string; code?: string; message?: string };
            };
            return `${j.msg}: ${j.err?.type ?? ''} ${j.err?.code ?? ''} ${j.err?.message ?? ''}`.slice(0, 240);
          } catch {
            return l.slice(0, 240);
          }
        });
      logNote = [`server log kept at ${kept}`, ...[...new Set(errors)].slice(0, 5).map((e) => `server logged: ${e}`)];
    }
    const windowStatuses = new Map<string, number>();
    for (const x of timeline)
      if (x.t >= restartAt && x.t <= (recoveredAt > 0 ? recoveredAt : restartedAt)) bump(windowStatuses, x.status);
    return {
      pass: problems.length === 0,
      summary: `postgres restarted under 16 readers + 2 booking streams: restart took ${((restartedAt - restartAt) / 1000).toFixed(1)} s, during it ${statusLine(windowStatuses)}; ${n503} × 503 in all, ${[...bad, ...bookingBad].reduce((a, [, v]) => a + v, 0)} other 5xx; reads back to 200 ${recoveredAt > 0 ? `${((recoveredAt - restartedAt) / 1000).toFixed(2)} s after the restart ended` : 'never'} with no server restart; ${stream.booked.length} bookings answered 200 all present with files`,
      details: [...problems, ...logNote],
    };
  });
}
