import http from 'node:http';

// Raw HTTP on 127.0.0.1, for requests fetch would refuse or normalise (broken bodies, odd paths).

export type RawResult = { status: number; body: Buffer; ms: number } | { error: string; ms: number };

export function rawRequest(
  port: number,
  req: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
  agent: http.Agent,
  timeoutMs = 20_000,
  keepBytes = 65_536,
): Promise<RawResult> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: RawResult) => {
      if (done) return;
      done = true;
      resolve(r);
    };
    let request: http.ClientRequest;
    try {
      // Always a Content-Length with a body: Node sends DELETE/OPTIONS bodies without one otherwise.
      const headers = req.body ? { 'content-length': String(req.body.length), ...req.headers } : req.headers;
      request = http.request(
        { host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent, timeout: timeoutMs },
        (res) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          res.on('data', (c: Buffer) => {
            if (kept < keepBytes) {
              chunks.push(c);
              kept += c.length;
            }
          });
          res.on('end', () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
          res.on('error', (e) =>
            finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0, ...(e ? {} : {}) }),
          );
        },
      );
    } catch (e) {
      finish({ error: `client refused: ${(e as Error).message}`, ms: 0 });
      return;
    }
    request.on('timeout', () => {
      request.destroy(new Error('timeout'));
    });
    request.on('error', (e: NodeJS.ErrnoException) =>
      finish({ error: e.message === 'timeout' ? 'timeout' : (e.code ?? e.message), ms: performance.now() - t0 }),
    );
    request.end(req.body);
  });
}

/** Runs `fn` over `items` with at most `concurrency` at once. */
export async function pool<T, R>(items: T[], concurrency: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}
