import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { UPLOADS_PER_ACCOUNT, UPLOADS_PER_ADDRESS } from '../../limits.js';

/** Counts one upload against the caller and their address; the 429 is thrown before the body is read. */
export async function limitUploads(request: FastifyRequest, userId: string) {
  await request.server.rateLimit.hit(`upload:account:${userId}`, UPLOADS_PER_ACCOUNT);
  await request.server.rateLimit.hit(`upload:ip:${request.address}`, UPLOADS_PER_ADDRESS);
}

const INCOMPLETE = 'La imagen no ha llegado completa o el formulario no es válido. Vuelve a intentarlo.';

/** What the multipart reader (busboy) throws for a body that is not a well-formed form, as a Spanish 4xx. */
function refusal(error: unknown, field: string): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', 'La imagen es demasiado grande: como mucho 8 MB.');
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION_ERROR', 'Envía una sola imagen cada vez.', [
      { path: field, message: 'Envía una sola imagen.' },
    ]);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Envía la imagen como un formulario con el campo "${field}".`,
    );
  }
  // Wrong or missing boundary, a body cut short, a malformed part header: the client's body, never a 500.
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('BAD_REQUEST', INCOMPLETE);
}

/**
 * Reads the single file of a multipart request (field name `field`), within the size cap set at
 * registration. Every part is read, so a second file is refused rather than silently ignored, and
 * every malformed body (wrong boundary, cut short, no file, not multipart) is a Spanish 4xx.
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Envía la imagen como un formulario con el campo "${field}".`,
    );
  }
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume(); // another field's file: read past it
        continue;
      }
      if (bytes !== undefined) throw refusal({ code: 'FST_FILES_LIMIT' }, field);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw refusal(error, field);
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'Elige una imagen para subir.', [
      { path: field, message: 'Elige una imagen.' },
    ]);
  }
  return bytes;
}
