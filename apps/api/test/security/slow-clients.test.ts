import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper.ts';

// Item 14 of issue 12: requestTimeout was 0, so sockets trickling a byte every 10 s stayed open for
// good. Headers and the whole request now have time limits (2 s and 3 s here).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ HEADERS_TIMEOUT_S: '2', REQUEST_TIMEOUT_S: '3' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Sends `head`, then one byte of `trickle` every 400 ms; resolves with what the server answered and when it closed. */
function trickle(head: string, drip: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]!);
    }, 400);
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - t0, answer });
    });
    socket.write(head);
    setTimeout(() => socket.destroy(), 15_000);
  });
}

describe('slow clients', () => {
  it('headers trickled a byte at a time are cut off', async () => {
    const r = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(r.ms).toBeLessThan(6_000);
    expect(r.answer).toMatch(/^HTTP\/1.1 408/);
  });

  it('a body trickled a byte at a time is cut off', async () => {
    const r = await trickle(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
      'a',
    );
    expect(r.ms).toBeLessThan(7_000);
    expect(r.answer).toMatch(/^HTTP\/1.1 408/);
  });
});
