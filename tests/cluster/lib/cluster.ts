import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_URL, freshSchema } from '@rihla/bench/lib/pg.ts';
import { freePort, REPO_ROOT, startApi, tempDir, type ApiServer } from '@rihla/bench/lib/server.ts';
import { startNginx, type Nginx } from '../../../deploy/cluster/nginx.ts';
import { privateRedis, type PrivateRedis } from './redis.ts';
import { DEFAULT_KEYS as LOCAL_KEYS, startGateway, type GatewayHandle } from '../../../dev/payment-gateway/server.ts';

export { LOCAL_KEYS };

// Three API servers as production runs them (deploy/): one PostgreSQL schema, one Redis, one files
// key, TRUST_PROXY for nginx, behind the production nginx locations on a private nginx.

export interface Cluster {
  nginx: Nginx;
  servers: ApiServer[];
  redis: PrivateRedis;
  /** The local Moyasar (dev/payment-gateway) the servers take payments through. */
  gateway: GatewayHandle;
  schema: string;
  /** Restarts server i on its port after a kill (nginx's upstream stays the same). */
  restart(i: number): Promise<ApiServer>;
  close(): Promise<void>;
}

// Every client of the tests is 127.0.0.1: the per-address budgets of register and booking would
// answer the bursts 429. Login keeps its real budgets: the brute-force test counts them.
const ENV = {
  SCRYPT_LOG_N: '12',
  TRUST_PROXY: '127.0.0.1',
  ...Object.fromEntries(
    ['REGISTER', 'BOOKING'].flatMap((b) => [
      [`RATE_LIMIT_${b}_IP_MAX`, '100000000'],
      [`RATE_LIMIT_${b}_ACCOUNT_MAX`, '100000000'],
    ]),
  ),
};

export async function startCluster(n = 3): Promise<Cluster> {
  const base = tempDir('cluster');
  const { schema, drop } = await freshSchema('cluster');
  const redis = await privateRedis();
  await redis.start();
  const gateway = await startGateway({ port: 0, host: '127.0.0.1' });
  const env = {
    ...ENV,
    REDIS_URL: redis.url,
    FILES_KEY: crypto.randomBytes(32).toString('hex'),
    PAYMENTS: 'moyasar',
    // A production server refuses the local gateway (payments-config.ts); NODE_ENV changes nothing else.
    NODE_ENV: 'test',
    MOYASAR_API_URL: `${gateway.url}/v1`,
    MOYASAR_SECRET_KEY: LOCAL_KEYS.secretKey,
    MOYASAR_PUBLISHABLE_KEY: LOCAL_KEYS.publishableKey,
    MOYASAR_WEBHOOK_SECRET: LOCAL_KEYS.webhookSecret,
  };
  const ports = await Promise.all(Array.from({ length: n }, () => freePort()));
  const start = (i: number) =>
    startApi({ dataDir: path.join(base, `api-${i}`), databaseUrl: BENCH_URL, databaseSchema: schema, env, port: ports[i]! });
  // The first migrates and seeds the empty schema alone; the others start on what it made.
  const servers = [await start(0)];
  servers.push(...(await Promise.all(ports.slice(1).map((_, i) => start(i + 1)))));
  const nginx = await startNginx({
    dir: path.join(base, 'nginx'),
    port: await freePort(),
    upstreams: ports,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
  });
  return {
    nginx,
    servers,
    redis,
    gateway,
    schema,
    async restart(i) {
      servers[i] = await start(i);
      return servers[i]!;
    },
    async close() {
      await nginx.stop().catch(() => {});
      await Promise.all(servers.map((s) => s.stop().catch(() => {})));
      await redis.stop().catch(() => {});
      await gateway.close().catch(() => {});
      await drop().catch(() => {});
      if (!process.env.CLUSTER_KEEP) fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
