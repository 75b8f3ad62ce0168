// API throughput with 100,000 trips: autocannon on 127.0.0.1 against four read endpoints, each beside a
// bare node:http server answering a fixed body of the same bytes, in the same run, the two measured
// in alternating slices (lib/cannon.ts, cannonInTurns). Then the guests'
// two busiest answers (search page 1 and the home page's trips) at --busy-connections (50), for
// their tail latency under load (issue 16's goal: p99 under 20 ms).
//
//   pnpm --filter @rihla/bench run throughput [--trips=100000] [--db=sqlite|postgres|both] [--seconds=10]
//                                             [--connections=10] [--busy-connections=50]
import { parseArgs } from 'node:util';
import { call } from './lib/api.ts';
import { benchDbs, withApi, withBenchDatabase } from './lib/bench-database.ts';
import { cannon, cannonInTurns, startBare, type CannonFigures } from './lib/cannon.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';
import { fillTrips } from './lib/trips.ts';

const { values: args } = parseArgs({
  options: {
    trips: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'busy-connections': { type: 'string', default: '50' },
  },
});
const TRIPS = Number(args.trips);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const BUSY = Number(args['busy-connections']);
const DBS = benchDbs(args.db);

printMachine();
console.log(
  `throughput: ${TRIPS.toLocaleString('en-US')} trips, autocannon ${CONNECTIONS} connections × ${SECONDS} s per endpoint (after 2 s warm-up), client and server on the same 127.0.0.1 machine; server LOG_LEVEL=warn`,
);

const rows: Cell[][] = [];
const busyRows: Cell[][] = [];
for (const db of DBS) {
  await withBenchDatabase(db, { tag: 'throughput' }, async (target) => {
    const { dataDir } = target;
    const fill = await fillTrips(target, TRIPS);
    console.log(`${db}: ${TRIPS.toLocaleString('en-US')} trips generated in ${fill.seconds.toFixed(1)} s (${fill.generator})`);
    await withApi(target, { startTimeoutMs: 300_000 }, async (api) => {
      const first = await call(api.url, '/api/trips/filter?page=1');
      const last = first.body.meta.last_page as number;
      const midId = Math.floor(TRIPS / 2);
      const endpoints: [string, string][] = [
        ['GET /api/trips/filter page 1', '/api/trips/filter?page=1'],
        [`GET /api/trips/filter page ${last.toLocaleString('en-US')} (last)`, `/api/trips/filter?page=${last}`],
        ['GET /api/trips (home)', '/api/trips'],
        [`GET /api/trips/${midId}`, `/api/trips/${midId}`],
      ];
      for (const [label, path] of endpoints) {
        const res = await fetch(api.url + path);
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        const bare = await startBare(body, dataDir);
        let a: CannonFigures, b: CannonFigures;
        try {
          [a, b] = await cannonInTurns([api.url + path, bare.url], { connections: CONNECTIONS, seconds: SECONDS });
        } finally {
          await bare.stop();
        }
        if (a.non2xx || a.errors) console.log(`  ! ${label}: ${a.non2xx} non-2xx, ${a.errors} errors`);
        rows.push([
          db,
          label,
          body.length.toLocaleString('en-US'),
          fmt(a.rps, 0),
          fmt(a.p50, 0),
          fmt(a.p99, 0),
          fmt(b.rps, 0),
          fmt(b.p50, 0),
          fmt(b.p99, 0),
          `${fmt((a.rps / b.rps) * 100, 1)} %`,
        ]);
        console.log(`  ${db} ${label}: API ${fmt(a.rps, 0)} req/s, bare ${fmt(b.rps, 0)} req/s`);
      }
      for (const [label, path] of [endpoints[0]!, endpoints[2]!]) {
        const busy = await cannon(api.url + path, { connections: BUSY, seconds: SECONDS });
        if (busy.non2xx || busy.errors) console.log(`  ! ${label} at ${BUSY}: ${busy.non2xx} non-2xx, ${busy.errors} errors`);
        busyRows.push([db, label, BUSY, fmt(busy.rps, 0), fmt(busy.p50, 0), fmt(busy.p99, 0)]);
        console.log(`  ${db} ${label} at ${BUSY} connections: ${fmt(busy.rps, 0)} req/s, p99 ${fmt(busy.p99, 0)} ms`);
      }
    });
  });
}
console.log(`end: ${loadLine()}`);
console.log('');
printTable(
  [
    'db',
    'endpoint',
    'body bytes',
    'API req/s',
    'API p50 ms',
    'API p99 ms',
    'bare req/s',
    'bare p50 ms',
    'bare p99 ms',
    'API / bare',
  ],
  rows,
);
console.log('');
printTable(['db', 'endpoint', 'connections', 'API req/s', 'API p50 ms', 'API p99 ms'], busyRows);
