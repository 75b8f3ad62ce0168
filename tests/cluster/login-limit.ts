import { call, register } from '@rihla/bench/lib/api.ts';
import type { Outcome } from '../reliability/lib/harness.ts';
import type { Cluster } from './lib/cluster.ts';

// A password guesser spread over the three servers is stopped after as many failures as on one: the
// budgets are counted in the shared Redis (item 1 of issue 16), not in each process.

async function failuresBefore429(bases: string[], email: string): Promise<{ failures: number; statuses: number[] }> {
  const statuses: number[] = [];
  for (let n = 0; n < 60; n++) {
    const res = await call(bases[n % bases.length]!, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: `wrong-${n}-password` }),
    });
    statuses.push(res.status);
    if (res.status === 429) return { failures: n, statuses };
  }
  return { failures: Infinity, statuses };
}

export async function loginLimitTest(c: Cluster): Promise<Outcome> {
  const urls = c.servers.map((s) => s.url);
  const one = await register(urls[0]!, 'brute-one');
  const three = await register(urls[0]!, 'brute-three');
  const single = await failuresBefore429([urls[0]!], one.email);
  const spread = await failuresBefore429(urls, three.email);
  const others = (s: number[]) => s.filter((x) => x !== 401 && x !== 429);
  const problems = [...others(single.statuses), ...others(spread.statuses)].map((s) => `a guess answered ${s}`);
  return {
    pass: problems.length === 0 && single.failures !== Infinity && spread.failures === single.failures,
    summary: `wrong passwords for one account: 429 after ${single.failures} failures on one server, after ${spread.failures} spread over the 3 in turn`,
    details: problems,
  };
}
