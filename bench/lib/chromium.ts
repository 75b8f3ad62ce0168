import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort, sleep, tempDir } from './server.ts';

// Debian's Chromium, never a downloaded browser. Every host name other than 127.0.0.1 fails to
// resolve (--host-resolver-rules), so a page's third-party calls (the IP geolocation service of
// docs/product.md, "Calls") cannot leave the machine.

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export interface Chrome {
  port: number;
  stop(): Promise<void>;
}

/** Headless Chromium with a DevTools port (for Lighthouse) and a throw-away profile. */
export async function launchChromium(): Promise<Chrome> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found (apt-get install chromium)`);
  const port = await freePort();
  const profile = tempDir('chromium');
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: 'ignore',
    },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 150; i++) {
    if (exited) throw new Error('chromium exited during start-up');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  return {
    port,
    stop: async () => {
      if (!exited) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 5000);
        await new Promise((r) => child.once('exit', r));
        clearTimeout(t);
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
