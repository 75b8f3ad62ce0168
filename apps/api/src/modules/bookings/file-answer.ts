import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, extensionFor, type UploadMime } from '@rihla/contract';
import { ApiError, notFound } from '../../platform/http-errors.ts';
import { FilesKeyMismatch } from '../../platform/file-cipher.ts';
import { fileContent } from './repositories/booking-files.ts';

/** What is known of a stored passport or visa file before its bytes are read. */
export interface StoredFile {
  id: number;
  stored_name: string;
  mime: string;
  kind: string;
}

/**
 * Sends a booking file, decrypted, to its customer or to staff: never cached, sandboxed, a PDF as a
 * download. A file sealed with another FILES_KEY (or altered) answers 503, never other bytes.
 */
export async function sendBookingFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile | undefined) {
  const { db, filesCipher } = request.server;
  const sealed = file && (await fileContent(db, file.id));
  if (!file || !sealed) throw notFound();
  let body: Buffer;
  try {
    body = filesCipher.open(sealed, file.stored_name);
  } catch (e) {
    if (!(e instanceof FilesKeyMismatch)) throw e;
    request.log.error({ fileId: file.id, keyId: sealed.keyId }, 'booking file cannot be decrypted: is FILES_KEY the right key?');
    throw new ApiError(503, errorMessages.serviceUnavailable, undefined, { 'retry-after': '60' });
  }
  return reply
    .type(file.mime)
    .header('content-length', String(body.length))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      // A PDF is downloaded, never rendered by the site (modules/bookings/upload-sanitise.ts says why PDFs are kept).
      `${file.mime === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.kind}-${file.id}${extensionFor(file.mime as UploadMime)}"`,
    )
    .send(body);
}
