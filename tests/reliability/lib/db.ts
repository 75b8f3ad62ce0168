import crypto from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { benchClient } from '@rihla/bench/lib/pg.ts';

// Read-only access to the server's database from outside, to check what the API says against what
// is stored. SQLite is opened read-only next to the running server (WAL allows it); PostgreSQL through
// the run's schema. Queries use `?` placeholders on both.

export interface DbTarget {
  dataDir: string;
  schema?: string;
}

export interface Peek {
  all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function peek(target: DbTarget): Promise<Peek> {
  if (target.schema) {
    const c = benchClient(target.schema);
    await c.connect();
    return {
      all: async (sql, params = []) => {
        let i = 0;
        const res = await c.query(
          sql.replace(/\?/g, () => `$${++i}`),
          params,
        );
        return res.rows;
      },
      close: () => c.end(),
    };
  }
  const db = new SQLite(path.join(target.dataDir, 'rihla.sqlite'), { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    all: async (sql, params = []) => db.prepare(sql).all(...params) as never,
    close: async () => {
      db.close();
    },
  };
}

export const TABLES = [
  'site_info',
  'banners',
  'countries',
  'cities',
  'tags',
  'trips',
  'trip_tags',
  'faqs',
  'customers',
  'customer_identities',
  'access_tokens',
  'favourites',
  'bookings',
  'booking_travellers',
  'booking_files',
  'ratings',
  'password_resets',
] as const;

/** Every table of the schema (the migrations keep adding some), else the list above. */
export async function tables(p: Peek): Promise<string[]> {
  const found = await p
    .all<{ name: string }>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .catch(() =>
      p.all<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
      ),
    )
    .catch(() => []);
  const names = found.map((r) => r.name).filter((n) => /^[a-z_][a-z0-9_]*$/.test(n));
  return names.length ? names : [...TABLES];
}

/**
 * Row count and a SHA-256 of every row of every table (rows sorted). Columns named `visits` are left
 * out: reading a trip's page counts a visit, which is the product working, not data changing. So is
 * the delivery state of the mail outbox (apps/api/src/platform/mail/outbox.ts): a message written before
 * the snapshot may be sent during it. A new message still shows as a new row.
 */
const DELIVERY = new Set(['attempts', 'next_attempt_at', 'last_error', 'sent_at', 'text_body', 'html_body']);
const withoutDelivery = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !DELIVERY.has(k)));

export async function snapshot(p: Peek): Promise<Record<string, { rows: number; sha256: string }>> {
  const out: Record<string, { rows: number; sha256: string }> = {};
  for (const table of await tables(p)) {
    const rows = await p.all<Record<string, unknown>>(`select * from ${table}`);
    const lines = rows
      .map((r) => {
        const { visits: _v, ...all } = r;
        const rest = table === 'mail_outbox' ? withoutDelivery(all) : all;
        return JSON.stringify(
          Object.keys(rest)
            .sort()
            .map((k) => [k, rest[k] === null ? null : String(rest[k])]),
        );
      })
      .sort();
    out[table] = { rows: rows.length, sha256: crypto.createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16) };
  }
  return out;
}

export function diffSnapshots(
  a: Record<string, { rows: number; sha256: string }>,
  b: Record<string, { rows: number; sha256: string }>,
): string[] {
  const out: string[] = [];
  for (const t of Object.keys(a)) {
    if (a[t]!.rows !== b[t]?.rows || a[t]!.sha256 !== b[t]?.sha256)
      out.push(`${t}: ${a[t]!.rows} rows ${a[t]!.sha256} → ${b[t]?.rows} rows ${b[t]?.sha256}`);
  }
  return out;
}

/**
 * Marks bookings completed, as the completion job does once their trip has ended: the one write a
 * test makes beside the running server, standing for time passing (only then may a booking be rated).
 */
export async function endTrips(target: DbTarget, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const marks = ids.map(() => '?').join(', ');
  const statement = `update bookings set status = 'completed' where id in (${marks})`;
  if (target.schema) {
    const c = benchClient(target.schema);
    await c.connect();
    try {
      let i = 0;
      await c.query(
        statement.replace(/\?/g, () => `$${++i}`),
        ids,
      );
    } finally {
      await c.end();
    }
    return;
  }
  const db = new SQLite(path.join(target.dataDir, 'rihla.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(statement).run(...ids);
  } finally {
    db.close();
  }
}
