import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  BOOKING_FILE_FIELDS,
  BOOKING_TEXT_FIELDS,
  errorMessages,
  fileForNoAdult,
  MAX_TRAVELLERS,
  sniffUploadType,
  UPLOAD_MAX_BYTES,
  type BookingFileField,
  type UploadMime,
  travellerField,
  validationMessages,
} from '@rihla/contract';
import { ApiError } from '../../platform/http-errors.ts';
import { randomName } from '../../platform/tokens.ts';
import { forbiddenText } from '../../platform/text-rules.ts';
import { ensureSpool } from './uploads.ts';

// Reads the booking's multipart body. Text fields are collected by name and index
// (`nationality[0]`, `nationality[]` or repeated `nationality`); each file is streamed to
// uploads/tmp/<random>.part while its first bytes are sniffed, its size counted and its SHA-256 taken.
// Nothing is decoded here (issue 29, finding 1): pictures are re-encoded and PDFs searched only once
// the booking has been checked and can succeed (upload-pool.ts). The caller owns the temp files from
// then on (stored with the booking, or removed).

const FILE_FIELDS = new Set<string>(BOOKING_FILE_FIELDS);
// The spec's clients also send total_price: never read (the server prices), but kept, so a retry
// with the same Idempotency-Key and another total is told apart.
const TEXT_FIELDS = new Set<string>([...BOOKING_TEXT_FIELDS, 'total_price']);

export interface TempFile {
  field: BookingFileField;
  index: number;
  storedName: string;
  tmpPath: string;
  size: number;
  mime: UploadMime | null;
  /** Why a file was refused when its own words say more than "not a type we accept" (issue 29: PDFs). */
  refusal?: string;
  originalName: string;
  /** SHA-256 of the bytes sent (the Idempotency-Key's fingerprint). */
  sha256: string;
}

export interface BookingForm {
  fields: Map<string, string[]>;
  files: TempFile[];
}

const HEAD_BYTES = 1024;
const MARKUP = /<\s*(!doctype|html|script|svg|iframe|body|head|object|embed)\b/i;

/**
 * The contract's magic-byte sniff, plus what a polyglot would fail: a PNG must go on with its IHDR
 * chunk, a JPEG with a marker, a WebP with a VP8 chunk, and no accepted image may carry HTML or
 * script markup in its first kilobyte (a PNG signature glued to a web page is refused).
 */
export function uploadType(head: Buffer): UploadMime | null {
  const mime = sniffUploadType(head);
  if (!mime) return null;
  if (mime === 'image/png' && head.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  if (mime === 'image/jpeg' && !(head[3]! >= 0xc0 && head[3]! <= 0xfe)) return null;
  if (mime === 'image/webp' && head.subarray(12, 15).toString('latin1') !== 'VP8') return null;
  if (mime !== 'application/pdf' && MARKUP.test(head.toString('latin1'))) return null;
  return mime;
}

function splitName(name: string): { base: string; index: number | null } | null {
  const m = /^([a-z_]{1,40})(?:\[(\d{0,2})\])?$/.exec(name);
  if (!m) return null;
  return { base: m[1]!, index: m[2] ? Number(m[2]) : null };
}

function place(list: string[], index: number | null, value: string): void {
  if (index === null) list.push(value);
  else if (index < MAX_TRAVELLERS) list[index] = value;
}

export async function removeTemp(files: TempFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f.tmpPath, { force: true })));
}

export async function readBookingForm(request: FastifyRequest, tmpDir: string): Promise<BookingForm> {
  if (!request.isMultipart()) throw new ApiError(400, errorMessages.bookingInput, { body: ['multipart/form-data'] });
  // RFC 2046 caps a boundary at 70 characters; busboy throws on one over 256 (issue 12, item 10).
  const boundary = /boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(String(request.headers['content-type']));
  if (!boundary || (boundary[1] ?? boundary[2] ?? '').length > 70 || !(boundary[1] ?? boundary[2]))
    throw new ApiError(400, errorMessages.bookingInput, { body: ['multipart/form-data'] });
  await ensureSpool(tmpDir);
  const fields = new Map<string, string[]>();
  const files: TempFile[] = [];
  const fileCounts = new Map<string, number>();
  try {
    const parts = request.parts({
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 2 * MAX_TRAVELLERS,
        fields: 200,
        fieldSize: 4096,
        parts: 250,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      const name = splitName(part.fieldname);
      if (part.type === 'file') {
        if (!name || !FILE_FIELDS.has(name.base)) {
          part.file.resume();
          continue;
        }
        const seen = fileCounts.get(name.base) ?? 0;
        fileCounts.set(name.base, seen + 1);
        const index = name.index ?? seen;
        if (index >= MAX_TRAVELLERS) {
          part.file.resume();
          continue;
        }
        // A file for no adult of the booking is refused as it arrives, before a byte of it is
        // written or hashed (issue 29, finding 1): the browser sends adults_count first.
        if (fileForNoAdult(index, fields.get('adults_count')?.[0])) {
          const key = travellerField(name.base as BookingFileField, index);
          // The rest of the body is not read: the connection closes with the answer.
          throw new ApiError(
            400,
            errorMessages.bookingInput,
            { [key]: [validationMessages.fileWithoutAdult] },
            { connection: 'close' },
          );
        }
        const storedName = randomName();
        const tmpPath = path.join(tmpDir, `${storedName}.part`);
        const file: TempFile = {
          field: name.base as BookingFileField,
          index,
          storedName,
          tmpPath,
          size: 0,
          mime: null,
          originalName: String(part.filename ?? '').slice(0, 200),
          sha256: '',
        };
        const digest = crypto.createHash('sha256');
        files.push(file);
        const handle = await fs.open(tmpPath, 'wx', 0o600);
        try {
          let head = Buffer.alloc(0);
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            file.size += chunk.length;
            if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, errorMessages.fileTooLarge);
            if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            digest.update(chunk);
            await handle.write(chunk);
          }
          file.sha256 = digest.digest('hex');
          if (part.file.truncated) throw new ApiError(413, errorMessages.fileTooLarge);
          file.mime = uploadType(head);
          await handle.sync();
        } finally {
          await handle.close();
        }
      } else {
        if (!name || !TEXT_FIELDS.has(name.base) || typeof part.value !== 'string') continue;
        const list = fields.get(name.base) ?? [];
        place(list, name.index, part.value);
        fields.set(name.base, list);
      }
    }
    // The same control-character rule as every JSON field (issue 12, item 3).
    for (const [field, values] of fields) {
      const bad = forbiddenText(values, field);
      if (bad) throw new ApiError(422, bad[1], { [field]: [bad[1]] });
    }
  } catch (e) {
    await removeTemp(files);
    const err = e as { statusCode?: number; code?: string };
    if (e instanceof ApiError) throw e;
    if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT') {
      throw new ApiError(400, errorMessages.bookingInput, { body: [errorMessages.tooManyFiles] });
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) throw new ApiError(413, errorMessages.fileTooLarge);
    if (err.statusCode && err.statusCode < 500) throw new ApiError(400, errorMessages.bookingInput);
    // Malformed multipart (busboy parse errors) is the client's input too.
    if (
      err.code?.startsWith('FST_') ||
      /multipart|boundary|needle|Unexpected end of form|Malformed/i.test(String((e as Error).message))
    ) {
      throw new ApiError(400, errorMessages.bookingInput);
    }
    throw e;
  }
  return { fields, files };
}
