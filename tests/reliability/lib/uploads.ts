import fs from 'node:fs';
import path from 'node:path';
import type { Peek } from './db.ts';

// What is on disk under DATA_DIR/uploads against what the database says (apps/api/src/lib/uploads.ts:
// tmp/<name>.part while a booking is written, files/<name> once committed).

export function listUploads(dataDir: string): { tmp: string[]; files: string[] } {
  const read = (d: string) => {
    try {
      return fs.readdirSync(path.join(dataDir, 'uploads', d));
    } catch {
      return [];
    }
  };
  return { tmp: read('tmp'), files: read('files') };
}

export interface Consistency {
  bookings: number;
  files: number;
  problems: string[];
  tmpLeft: number;
  orphans: number;
}

/**
 * Every booking complete (one traveller per adult, a passport file for each, every file row's file on
 * disk), no file on disk without its row, no temp file left.
 */
export async function checkConsistency(p: Peek, dataDir: string): Promise<Consistency> {
  const problems: string[] = [];
  const bookings = await p.all<{ id: number; adults_count: number }>('select id, adults_count from bookings');
  const travellers = await p.all<{ booking_id: number; id: number }>('select booking_id, id from booking_travellers');
  const files = await p.all<{ booking_id: number; traveller_id: number; kind: string; stored_name: string; size: number }>(
    'select booking_id, traveller_id, kind, stored_name, size from booking_files',
  );
  const tBy = new Map<number, number>();
  for (const t of travellers) tBy.set(Number(t.booking_id), (tBy.get(Number(t.booking_id)) ?? 0) + 1);
  const passports = new Set(files.filter((f) => f.kind === 'passport').map((f) => Number(f.traveller_id)));
  const travellerIds = new Map<number, number[]>();
  for (const t of travellers)
    travellerIds.set(Number(t.booking_id), [...(travellerIds.get(Number(t.booking_id)) ?? []), Number(t.id)]);
  for (const b of bookings) {
    const id = Number(b.id);
    if ((tBy.get(id) ?? 0) !== Number(b.adults_count))
      problems.push(`booking ${id}: ${tBy.get(id) ?? 0} travellers for ${b.adults_count} adults`);
    for (const t of travellerIds.get(id) ?? [])
      if (!passports.has(t)) problems.push(`booking ${id}: traveller ${t} has no passport file`);
  }
  const { tmp, files: onDisk } = listUploads(dataDir);
  const disk = new Set(onDisk);
  for (const f of files) {
    if (!disk.has(f.stored_name)) problems.push(`booking ${f.booking_id}: file ${f.stored_name} missing on disk`);
    else {
      const size = fs.statSync(path.join(dataDir, 'uploads', 'files', f.stored_name)).size;
      if (size !== Number(f.size))
        problems.push(`booking ${f.booking_id}: file ${f.stored_name} is ${size} bytes, row says ${f.size}`);
    }
  }
  const known = new Set(files.map((f) => f.stored_name));
  const orphans = onDisk.filter((n) => !known.has(n)).length;
  if (orphans) problems.push(`${orphans} orphan file(s) under uploads/files`);
  if (tmp.length) problems.push(`${tmp.length} file(s) left under uploads/tmp`);
  return { bookings: bookings.length, files: files.length, problems, tmpLeft: tmp.length, orphans };
}
