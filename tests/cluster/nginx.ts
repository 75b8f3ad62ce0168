import fs from 'node:fs';
import path from 'node:path';
import { errorMessages } from '@rihla/contract';
import { REPO_ROOT } from '@rihla/bench/lib/server.ts';
import type { Outcome } from '../reliability/lib/harness.ts';
import type { Cluster } from './lib/cluster.ts';

// What nginx itself does in front of the servers (deploy/nginx/rihla-locations.conf): the hashed web
// assets from disk, cached for a year (the test's servers have no web build, so only nginx can answer
// them), bodies over BODY_LIMIT_BYTES refused before a server sees them, the rest passed on.

/** apps/api/src/platform/http-errors.ts's INVALID_INPUT: what the API answers a request it cannot read. */
const INVALID_INPUT = 'البيانات المدخلة غير صالحة';

export async function nginxTest(c: Cluster): Promise<Outcome> {
  const problems: string[] = [];
  const notes: string[] = [];
  const assets = path.join(REPO_ROOT, 'apps/web/dist/assets');
  // A script the build also wrote compressed (.gz beside it): nginx sends that one (gzip_static).
  const names = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
  const asset = names.find((f) => f.endsWith('.js') && names.includes(`${f}.gz`));
  if (asset) {
    const res = await fetch(`${c.nginx.url}/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    const cache = res.headers.get('cache-control') ?? '';
    if (
      res.status !== 200 ||
      !cache.includes('immutable') ||
      !cache.includes('max-age=31536000') ||
      res.headers.get('content-encoding') !== 'gzip'
    )
      problems.push(`/assets/${asset}: ${res.status}, cache-control "${cache}", ${res.headers.get('content-encoding')}`);
    notes.push(`/assets/ from disk (${res.status}, ${cache}, ${res.headers.get('content-encoding') ?? 'identity'})`);
  } else notes.push('no web build, /assets/ not checked');
  const big = await fetch(`${c.nginx.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'x@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
  });
  const tooLarge = (await big.json().catch(() => null)) as { message?: string } | null;
  if (big.status !== 413 || tooLarge?.message !== errorMessages.fileTooLarge)
    problems.push(`a 2 MiB JSON body answered ${big.status} ${JSON.stringify(tooLarge)}, not 413 in Arabic`);
  notes.push(`2 MiB body ${big.status}`);
  // What nginx refuses itself answers as the API would: JSON, in Arabic, never its English pages.
  const refusals: [string, RequestInit, number, string][] = [
    [`/api/trips/filter?q=${'a'.repeat(9000)}`, {}, 414, INVALID_INPUT],
    ['/api/health', { headers: { 'x-big': 'b'.repeat(9000) } }, 400, INVALID_INPUT],
    ['/assets/no-such-file.js', {}, 404, errorMessages.notFound],
  ];
  for (const [url, init, status, message] of refusals) {
    const res = await fetch(c.nginx.url + url, init);
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.status !== status || body?.message !== message)
      problems.push(`${url.slice(0, 40)}: ${res.status} ${JSON.stringify(body)}`);
  }
  notes.push(`long URI, oversized header, missing asset: ${refusals.map((r) => r[2]).join(', ')} in Arabic`);
  const health = await fetch(`${c.nginx.url}/api/health`);
  const body = (await health.json()) as { status?: string; redis?: string };
  if (health.status !== 200 || body.redis !== 'ok')
    problems.push(`/api/health through nginx: ${health.status} ${JSON.stringify(body)}`);
  notes.push(`/api/health ${health.status} redis ${body.redis}`);
  return { pass: problems.length === 0, summary: notes.join('; '), details: problems };
}
