import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// A private nginx for the local cluster (`./rihla cluster`) and its tests: Debian's nginx binary with
// a configuration written into a folder of its own (pid, logs, temp files there too), so it never
// touches /etc/nginx or a system nginx. The site's locations are the production ones
// (deploy/nginx/rihla-locations.conf, rihla-proxy.conf); only the upstream and the listen port differ.

const SNIPPETS = path.resolve(import.meta.dirname, '../nginx');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx';

export interface NginxOptions {
  /** Folder for the configuration, pid, logs and temp files (created). */
  dir: string;
  port: number;
  /** The API servers' ports on 127.0.0.1. */
  upstreams: number[];
  /** The built web app (apps/web/dist): /assets/ is served from it. */
  webDist: string;
}

export interface Nginx {
  url: string;
  errorLog: string;
  stop(): Promise<void>;
}

export function nginxConf(o: NginxOptions): string {
  const root = process.getuid?.() === 0;
  return `# Written by deploy/cluster/nginx.ts: the local cluster's nginx.
${root ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(o.dir, 'nginx.pid')};
error_log ${path.join(o.dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${path.join(o.dir, 'tmp/body')};
    proxy_temp_path ${path.join(o.dir, 'tmp/proxy')};
    fastcgi_temp_path ${path.join(o.dir, 'tmp/fastcgi')};
    uwsgi_temp_path ${path.join(o.dir, 'tmp/uwsgi')};
    scgi_temp_path ${path.join(o.dir, 'tmp/scgi')};
    sendfile on;
    upstream rihla_api {
${o.upstreams.map((p) => `        server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join('\n')}
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${o.port};
        server_name localhost;
        set $rihla_web ${o.webDist};
        include rihla-locations.conf;
    }
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

export async function startNginx(o: NginxOptions): Promise<Nginx> {
  fs.mkdirSync(path.join(o.dir, 'tmp'), { recursive: true });
  for (const f of ['rihla-locations.conf', 'rihla-proxy.conf']) fs.copyFileSync(path.join(SNIPPETS, f), path.join(o.dir, f));
  const conf = path.join(o.dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(o));
  const errorLog = path.join(o.dir, 'error.log');
  // In the foreground (daemon off), so the process is ours to stop and dies with a SIGKILLed parent's group.
  const child: ChildProcess = spawn(NGINX, ['-p', o.dir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  for (let i = 0; !(await listening(o.port)); i++) {
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on ${o.port}: ${stderr || fs.readFileSync(errorLog, 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${o.port}`,
    errorLog,
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT'); // graceful: finish the requests in flight
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
