// Server rendering throughput (issue 14): the server-rendered home and a trip page at 100,000 trips,
// autocannon with 20 connections, side by side in one run with the same server sending the static
// index.html (the page as it was before server rendering: an empty shell). Goal: each rendered page
// at >= 0.5 of the static file's req/s, p99 < 50 ms. Needs the web build (`./rihla start` or
// `pnpm --filter @rihla/web run build`).
//
//   pnpm --filter @rihla/bench run ssr [--trips=100000] [--db=sqlite|postgres|both] [--seconds=10] [--connections=20]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tripPath, type DataEnvelope, type TripDetail } from '@rihla/contract';
import { call } from './lib/api.ts';
import { benchDbs, withApi, withBenchDatabase } from './lib/bench-database.ts';
import { cannon } from './lib/cannon.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { REPO_ROOT } from './lib/server.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';
import { fillTrips } from './lib/trips.ts';

const { values: args } = parseArgs({
  options: {
    trips: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const TRIPS = Number(args.trips);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist-ssr/entry-server.js'))) {
  console.error('ssr: no server build; run `pnpm --filter @rihla/web run build` first');
  process.exit(1);
}

printMachine();
console.log(
  `ssr: ${TRIPS.toLocaleString('en-US')} trips, autocannon ${CONNECTIONS} connections × ${SECONDS} s per page (after 2 s warm-up), client and server on one machine; server LOG_LEVEL=warn`,
);

const rows: Cell[][] = [];
for (const db of benchDbs(args.db)) {
  await withBenchDatabase(db, { tag: 'ssr' }, async (target) => {
    const fill = await fillTrips(target, TRIPS);
    console.log(`${db}: ${TRIPS.toLocaleString('en-US')} trips generated in ${fill.seconds.toFixed(1)} s (${fill.generator})`);
    const env = { WEB_DIST: path.join(REPO_ROOT, 'apps/web/dist') };
    await withApi(target, { startTimeoutMs: 300_000, env }, async (api) => {
      const midId = Math.floor(TRIPS / 2);
      const trip = (await call(api.url, `/api/trips/${midId}`)).body as DataEnvelope<TripDetail>;
      const pages: [string, string][] = [
        // A page the browser renders (the account area): index.html as every page was served before.
        ['index.html, not rendered (/account)', '/account'],
        ['rendered home /', '/'],
        [`rendered trip page ${midId}`, tripPath(trip.data.id, trip.data.title)],
      ];
      let base = 0;
      for (const [label, url] of pages) {
        const res = await fetch(api.url + url);
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        if (url !== '/account' && !body.includes('id="rihla-first-data"')) throw new Error(`${url} was not rendered`);
        const a = await cannon(api.url + url, { connections: CONNECTIONS, seconds: SECONDS });
        if (a.non2xx || a.errors) console.log(`  ! ${label}: ${a.non2xx} non-2xx, ${a.errors} errors`);
        base ||= a.rps;
        rows.push([
          db,
          label,
          Buffer.byteLength(body).toLocaleString('en-US'),
          fmt(a.rps, 0),
          fmt(a.p50, 0),
          fmt(a.p99, 0),
          `${fmt((a.rps / base) * 100, 1)} %`,
        ]);
        console.log(`  ${db} ${label}: ${fmt(a.rps, 0)} req/s, p99 ${fmt(a.p99, 0)} ms`);
      }
    });
  });
}
console.log(`end: ${loadLine()}`);
console.log('');
printTable(['db', 'page', 'HTML bytes', 'req/s', 'p50 ms', 'p99 ms', 'of static'], rows);
