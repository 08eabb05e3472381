import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/** Reads the single file of a multipart request (field name `field`), within the size cap set at registration. */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Envía la imagen como un formulario con el campo "${field}".`,
    );
  }
  const file = await request.file();
  if (!file || file.fieldname !== field) {
    throw new AppError('VALIDATION_ERROR', 'Elige una imagen para subir.', [
      { path: field, message: 'Elige una imagen.' },
    ]);
  }
  try {
    return await file.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', 'La imagen es demasiado grande: como mucho 8 MB.');
  }
}
