import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

/** A file as the files key sealed it (platform/file-cipher.ts): the row keeps these four parts. */
export interface SealedContent {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

// The encrypted bytes of booking files (table booking_file_contents; platform/file-cipher.ts seals them).

type Db = Kysely<DB> | Transaction<DB>;

/** Stores one file's sealed bytes; a second copy of the same file changes nothing. */
export async function insertFileContent(db: Db, fileId: number, sealed: SealedContent): Promise<void> {
  await db
    .insertInto('booking_file_contents')
    .values({ booking_file_id: fileId, key_id: sealed.keyId, iv: sealed.iv, auth_tag: sealed.tag, content: sealed.data })
    .onConflict((oc) => oc.column('booking_file_id').doNothing())
    .execute();
}

/** One file's sealed bytes, or undefined when none are stored. */
export async function fileContent(db: Db, fileId: number): Promise<SealedContent | undefined> {
  const row = await db
    .selectFrom('booking_file_contents')
    .select(['key_id', 'iv', 'auth_tag', 'content'])
    .where('booking_file_id', '=', fileId)
    .executeTakeFirst();
  return row && { keyId: row.key_id, iv: Buffer.from(row.iv), tag: Buffer.from(row.auth_tag), data: Buffer.from(row.content) };
}

/** Of these stored names, the files a booking names whose bytes are not in the database yet. */
export async function filesWithoutContent(db: Db, names: string[]): Promise<{ id: number; stored_name: string }[]> {
  const out: { id: number; stored_name: string }[] = [];
  for (let i = 0; i < names.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('booking_files')
        .leftJoin('booking_file_contents', 'booking_file_contents.booking_file_id', 'booking_files.id')
        .select(['booking_files.id', 'booking_files.stored_name'])
        .where('booking_files.stored_name', 'in', names.slice(i, i + 500))
        .where('booking_file_contents.booking_file_id', 'is', null)
        .execute()),
    );
  }
  return out;
}

/** Which of these stored names a booking holds. */
export async function namedFiles(db: Db, names: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .selectFrom('booking_files')
      .select('stored_name')
      .where('stored_name', 'in', names.slice(i, i + 500))
      .execute();
    for (const r of rows) out.add(r.stored_name);
  }
  return out;
}
