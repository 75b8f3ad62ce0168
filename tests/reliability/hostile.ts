import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { bookableTrips, book, call, fetchBytes } from '@rihla/bench/lib/api.ts';
import { servedHash, uploadHash } from '@rihla/bench/lib/png.ts';
import { REPO_ROOT } from '@rihla/bench/lib/server.ts';
import { storedFileIds } from './lib/uploads.ts';
import { diffSnapshots, peek, snapshot } from './lib/db.ts';
import { hostileRequests } from './lib/hostile/requests.ts';
import { pool, rawRequest } from './lib/raw.ts';
import { bump, registerMany, statusLine, withServer, type Outcome, type Suite } from './lib/harness.ts';

// ---------------------------------------------------------------------------------------------
// hostile input
// ---------------------------------------------------------------------------------------------
export async function hostileTest(suite: Suite, db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const count = suite.short ? 5000 : 20000;
  const webDist = path.join(REPO_ROOT, 'apps/web/dist');
  const env: Record<string, string> = fs.existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {};
  return withServer(
    suite,
    `hostile-${db}`,
    db,
    async (s, ctx) => {
      const [a, b] = await registerMany(s.url, 2, 'hostile');
      const trips = await bookableTrips(s.url, 2);
      const ba = await book(s.url, a!, { trip: trips[0]!, seed: 1 });
      const bb = await book(s.url, b!, { trip: trips[0]!, seed: 2, withVisa: true });
      if (ba.status !== 200 || bb.status !== 200) throw new Error(`setup bookings answered ${ba.status}/${bb.status}`);
      const requests = hostileRequests(
        {
          tokenA: a!.token,
          bookingA: ba.body.data.id,
          bookingB: bb.body.data.id,
          fileB: bb.body.data.files[0].id,
          tripId: trips[0]!.id,
          emailA: a!.email,
        },
        count,
        20261121,
      );
      const p = await peek(ctx);
      const before = await snapshot(p);
      const filesBefore = await storedFileIds(p);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const statuses = new Map<string, number>();
      const byCategory = new Map<string, Map<string, number>>();
      const fiveXX: string[] = [];
      const leaks: string[] = [];
      const timeouts: string[] = [];
      const resets = new Map<string, number>();
      const t0 = Date.now();
      await pool(requests, 16, async (req) => {
        const res = await rawRequest(s.port, req, agent, 20_000);
        const cat = req.category.split(':')[0]!;
        const m = byCategory.get(cat) ?? new Map<string, number>();
        byCategory.set(cat, m);
        if ('error' in res) {
          bump(statuses, `error:${res.error}`);
          bump(m, `error:${res.error}`);
          if (res.error === 'timeout') timeouts.push(`${req.method} ${req.path.slice(0, 80)}`);
          else bump(resets, req.category);
          return;
        }
        bump(statuses, res.status);
        bump(m, res.status);
        if (res.status >= 500 && fiveXX.length < 20)
          fiveXX.push(
            `${res.status} ${req.category} ${req.method} ${req.path.slice(0, 100)} → ${res.body.toString('utf8', 0, 200)}`,
          );
        else if (res.status >= 500) fiveXX.push('…');
        if (req.traversal && res.status === 200) {
          const text = res.body.toString('latin1');
          if (/root:.*:0:0:|SQLite format 3|DATABASE_URL|\[core\]|import .* from/.test(text))
            leaks.push(`${req.path} leaked a file`);
        }
      });
      const seconds = (Date.now() - t0) / 1000;
      agent.destroy();
      const health = await call(s.url, '/api/health');
      const stillB = await fetchBytes(s.url, bb.body.data.files[0].url, b!.token);
      const after = await snapshot(p);
      const filesAfter = await storedFileIds(p);
      await p.close();
      const problems: string[] = [];
      if (fiveXX.length) problems.push(`${fiveXX.length} 5xx:`, ...fiveXX.slice(0, 20));
      if (leaks.length) problems.push(...leaks);
      if (timeouts.length) problems.push(`${timeouts.length} timeouts: ${timeouts.slice(0, 5).join(', ')}`);
      const badResets = [...resets.entries()].filter(([k]) => k !== 'huge' && !k.startsWith('multipart'));
      if (badResets.length) problems.push(`connections reset on: ${badResets.map(([k, v]) => `${k}×${v}`).join(', ')}`);
      if (!s.alive() || health.status !== 200)
        problems.push(`server not healthy after the stream (alive ${s.alive()}, health ${health.status})`);
      if (stillB.status !== 200 || (await servedHash(stillB.bytes)) !== uploadHash(bb.files[0]!))
        problems.push("B's file no longer served intact");
      const diff = diffSnapshots(before, after);
      if (diff.length) problems.push('data changed:', ...diff);
      if (filesBefore !== filesAfter) problems.push('stored booking files changed');
      const categories = [...byCategory.entries()]
        .map(([k, m]) => `${k} ${[...m.values()].reduce((x, y) => x + y, 0)}`)
        .join(', ');
      const totalRows = Object.values(after).reduce((x, t) => x + t.rows, 0);
      return {
        pass: problems.length === 0,
        summary: `${db}, ${requests.length} malformed requests in ${seconds.toFixed(1)} s (${categories}): statuses ${statusLine(statuses)}; ${fiveXX.length} 5xx, server alive, ${Object.keys(after).length} tables / ${totalRows} rows checksummed unchanged, stored files unchanged`,
        details: problems,
      };
    },
    env,
  );
}
