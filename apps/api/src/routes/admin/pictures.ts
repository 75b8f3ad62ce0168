import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { PICTURE_MAX_BYTES, pictureAddress, pictureMessages, pictureVariant } from '@rihla/contract';
import { ApiError } from '../../platform/http-errors.ts';
import { encodePicture, PictureRefused, storePicture } from '../../modules/media/index.ts';
import { staffOf, recordAudit } from '../../modules/staff/index.ts';

// POST /api/admin/pictures (issue 17): an admin uploads one picture (multipart, field `file`); it is
// re-encoded (modules/media/pictures.ts) and kept in the database, and the answer names the address a trip
// keeps in `images` or a day's `image`. Anything but a JPEG, PNG, WebP or AVIF is refused in Arabic.

const ADMINS = { staffRoles: ['admin'] as const };

export default async function adminPictureRoutes(app: FastifyInstance) {
  app.post(
    '/pictures',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Upload a trip picture (admins; multipart, field `file`): JPEG, PNG, WebP or AVIF up to 20 MB',
        response: { 200: wire.AdminPictureAnswer },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiError(400, pictureMessages.missing, { file: [pictureMessages.missing] });
      let input: Buffer | null = null;
      try {
        const parts = request.parts({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || input) {
            part.file.resume();
            continue;
          }
          input = await part.toBuffer();
        }
      } catch (e) {
        const err = e as { statusCode?: number; code?: string };
        if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413)
          throw new ApiError(413, pictureMessages.tooLarge, { file: [pictureMessages.tooLarge] });
        // A broken form (busboy's parse errors, limits) is the client's doing.
        throw new ApiError(400, pictureMessages.missing, { file: [pictureMessages.missing] });
      }
      if (!input?.length) throw new ApiError(400, pictureMessages.missing, { file: [pictureMessages.missing] });
      let picture;
      try {
        picture = await encodePicture(input);
      } catch (e) {
        if (!(e instanceof PictureRefused)) throw e;
        const message = pictureMessages[e.reason];
        throw new ApiError(422, message, { file: [message] });
      }
      const member = staffOf(request);
      await storePicture(app.db, picture, { originalBytes: input.length, uploadedBy: member.id });
      const address = pictureAddress(picture.id, picture.width, picture.height);
      await recordAudit(app.db, {
        staffId: member.id,
        staffEmail: member.email,
        action: 'picture.uploaded',
        subject: `picture:${picture.id}`,
        details: { address, bytes: input.length, width: picture.width, height: picture.height },
        ip: request.ip,
      });
      return {
        data: {
          id: picture.id,
          address,
          width: picture.width,
          height: picture.height,
          variants: picture.variants.map((v) => ({
            url: pictureVariant(picture.id, v.width, v.format),
            width: v.width,
            height: v.height,
            format: v.format,
            bytes: v.content.length,
          })),
        },
      };
    },
  );
}
