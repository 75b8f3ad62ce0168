import fs from 'node:fs';
import path from 'node:path';
import type { Peek } from './db.ts';

// Booking files are in the database, encrypted (apps/api/src/platform/file-cipher.ts); while a booking is
// read its uploads are spooled under DATA_DIR/uploads/spool/<server process>/ and removed after it.

/** Files left in upload spools (a live server's in-flight uploads, or a killed one's not yet swept). */
export function spoolLeft(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads', 'spool');
  const out: string[] = [];
  for (const dir of fs.existsSync(root) ? fs.readdirSync(root) : [])
    for (const f of fs.readdirSync(path.join(root, dir))) out.push(path.join(dir, f));
  return out;
}

/** The ids of the booking files whose bytes are stored, in order (a fingerprint of what is stored). */
export async function storedFileIds(p: Peek): Promise<string> {
  const rows = await p.all<{ booking_file_id: number }>(
    'select booking_file_id from booking_file_contents order by booking_file_id',
  );
  return rows.map((r) => r.booking_file_id).join();
}

export interface Consistency {
  bookings: number;
  files: number;
  problems: string[];
  tmpLeft: number;
  orphans: number;
}

/**
 * Every booking complete (one traveller per adult and per child, issue 31; a passport file for each
 * adult, every file row's bytes
 * stored, as long as the row says: AES-GCM keeps the length), no stored bytes without their row, no
 * spooled upload left.
 */
export async function checkConsistency(p: Peek, dataDir: string): Promise<Consistency> {
  const problems: string[] = [];
  const bookings = await p.all<{ id: number; adults_count: number; children_count: number }>(
    'select id, adults_count, children_count from bookings',
  );
  // A child has no passport (kind 'child', issue 31).
  const travellers = await p.all<{ booking_id: number; id: number; kind: string }>(
    'select booking_id, id, kind from booking_travellers',
  );
  const files = await p.all<{
    id: number;
    booking_id: number;
    traveller_id: number;
    kind: string;
    stored_name: string;
    size: number;
  }>('select id, booking_id, traveller_id, kind, stored_name, size from booking_files');
  const tBy = new Map<number, number>();
  for (const t of travellers) tBy.set(Number(t.booking_id), (tBy.get(Number(t.booking_id)) ?? 0) + 1);
  const passports = new Set(files.filter((f) => f.kind === 'passport').map((f) => Number(f.traveller_id)));
  const travellerIds = new Map<number, number[]>();
  for (const t of travellers.filter((x) => x.kind !== 'child'))
    travellerIds.set(Number(t.booking_id), [...(travellerIds.get(Number(t.booking_id)) ?? []), Number(t.id)]);
  for (const b of bookings) {
    const id = Number(b.id);
    const expected = Number(b.adults_count) + Number(b.children_count);
    if ((tBy.get(id) ?? 0) !== expected)
      problems.push(
        `booking ${id}: ${tBy.get(id) ?? 0} travellers for ${b.adults_count} adults and ${b.children_count} children`,
      );
    for (const t of travellerIds.get(id) ?? [])
      if (!passports.has(t)) problems.push(`booking ${id}: traveller ${t} has no passport file`);
  }
  const contents = await p.all<{ booking_file_id: number; size: number }>(
    'select booking_file_id, length(content) as size from booking_file_contents',
  );
  const stored = new Map(contents.map((c) => [Number(c.booking_file_id), Number(c.size)]));
  for (const f of files) {
    const size = stored.get(Number(f.id));
    if (size === undefined) problems.push(`booking ${f.booking_id}: file ${f.stored_name} has no stored bytes`);
    else if (size !== Number(f.size))
      problems.push(`booking ${f.booking_id}: file ${f.stored_name} is ${size} bytes, row says ${f.size}`);
  }
  const known = new Set(files.map((f) => Number(f.id)));
  const orphans = contents.filter((c) => !known.has(Number(c.booking_file_id))).length;
  if (orphans) problems.push(`${orphans} stored file(s) without their row`);
  const tmp = spoolLeft(dataDir);
  if (tmp.length) problems.push(`${tmp.length} file(s) left in upload spools`);
  return { bookings: bookings.length, files: files.length, problems, tmpLeft: tmp.length, orphans };
}
