import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { sleep } from './server.ts';

// The local PostgreSQL (127.0.0.1:5432, trust). The benchmarks use their own database, rihla_bench,
// and a fresh schema per run inside it, dropped at the end; the `test` database is never touched
// beyond connecting to create rihla_bench.

export const PG_HOST = '127.0.0.1';
export const PG_PORT = 5432;
export const BENCH_DB = 'rihla_bench';
export const BENCH_URL = `postgres://postgres@${PG_HOST}:${PG_PORT}/${BENCH_DB}`;

function cluster(): string {
  return fs.readdirSync('/etc/postgresql')[0]!;
}

export function pgCtl(action: 'start' | 'restart' | 'stop'): void {
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster(), 'main', action], { stdio: 'ignore', timeout: 60_000 });
}

async function canConnect(database: string): Promise<boolean> {
  const c = new pg.Client({ host: PG_HOST, port: PG_PORT, user: 'postgres', database, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** Starts the cluster when it is down and creates rihla_bench when missing. */
export async function ensurePostgres(): Promise<void> {
  if (!(await canConnect('test')) && !(await canConnect('postgres'))) {
    pgCtl('start');
    for (let i = 0; i < 50 && !(await canConnect('postgres')); i++) await sleep(200);
  }
  const admin = new pg.Client({ host: PG_HOST, port: PG_PORT, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
    if (!rowCount)
      await admin.query(`create database ${BENCH_DB}`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // created meanwhile
      });
  } finally {
    await admin.end();
  }
}

export function benchClient(schema?: string): pg.Client {
  return new pg.Client({
    host: PG_HOST,
    port: PG_PORT,
    user: 'postgres',
    database: BENCH_DB,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
}

/** A fresh schema in rihla_bench; returns its name and a drop function. */
export async function freshSchema(tag: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  await ensurePostgres();
  const schema = `bench_${tag}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const c = benchClient();
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
  return {
    schema,
    drop: async () => {
      const d = benchClient();
      try {
        await d.connect();
        await d.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await d.end().catch(() => {});
      }
    },
  };
}

/** Drops schemas left by earlier runs that died before their clean-up (older than an hour). */
export async function dropStaleSchemas(): Promise<void> {
  const c = benchClient();
  await c.connect();
  try {
    const { rows } = await c.query<{ nspname: string }>("select nspname from pg_namespace where nspname like 'bench\\_%'");
    for (const { nspname } of rows) {
      const stamp = parseInt(nspname.split('_').pop() ?? '', 36);
      if (Number.isFinite(stamp) && Date.now() - stamp > 3600_000) await c.query(`drop schema if exists ${nspname} cascade`);
    }
  } finally {
    await c.end();
  }
}
