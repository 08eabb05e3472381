import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { diskStorage } from '../storage/disk.js';
import { parseS3Url, s3Storage } from '../storage/s3.js';
import type { Storage } from '../storage/types.js';

export type { Storage } from '../storage/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * `app.storage`: an S3-compatible bucket when `S3_URL` is set, else local disk
 * under DATA_DIR/files. Names are random, so a URL cannot be guessed from another.
 */
export default fp<{ filesDir: string; s3Url?: string | undefined }>(
  async function storage(app: FastifyInstance, opts) {
    const store = opts.s3Url ? s3Storage(parseS3Url(opts.s3Url), app.log) : diskStorage(opts.filesDir);
    app.log.info({ storage: store.kind }, 'file storage ready');
    app.decorate('storage', store);
  },
  { name: 'storage' },
);
