import type { Kysely } from 'kysely';
import type { PictureFormat } from '@rihla/contract';
import { nowIso } from '../../../platform/db/constraints.ts';
import type { DB } from '../../../platform/db/schema.ts';

// Uploaded pictures and their variants (migration 2026-11-23T0800-pictures). Stored once, never
// changed: a picture's addresses are cached for good.

export interface PictureVariant {
  width: number;
  height: number;
  format: PictureFormat;
  content: Buffer;
}

/** A picture as encoded for storage (../pictures.ts): its original size and every variant. */
export interface EncodedPicture {
  id: string;
  /** The original's size, upright. */
  width: number;
  height: number;
  variants: PictureVariant[];
}

export async function storePicture(
  db: Kysely<DB>,
  picture: EncodedPicture,
  facts: { originalBytes: number; uploadedBy: number | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pictures')
      .values({
        id: picture.id,
        width: picture.width,
        height: picture.height,
        original_bytes: facts.originalBytes,
        uploaded_by: facts.uploadedBy,
        created_at: nowIso(),
      })
      .execute();
    for (const v of picture.variants)
      await trx
        .insertInto('picture_variants')
        .values({ picture_id: picture.id, width: v.width, format: v.format, content: v.content })
        .execute();
  });
}

/** A picture's size, or undefined when there is no such picture. */
export async function pictureSize(db: Kysely<DB>, id: string): Promise<{ width: number; height: number } | undefined> {
  return db.selectFrom('pictures').select(['width', 'height']).where('id', '=', id).executeTakeFirst();
}

/** The bytes of one variant, or undefined. */
export async function variantContent(
  db: Kysely<DB>,
  id: string,
  width: number,
  format: PictureFormat,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('picture_variants')
    .select('content')
    .where('picture_id', '=', id)
    .where('width', '=', width)
    .where('format', '=', format)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}
