import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import { contentTypes, keyFromUrl, type Storage } from './types.js';

export type S3Location = {
  /** `https://host[:port]` (or http for a store on the same network). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * `S3_URL` names the store and its credentials in one value:
 * `s3://KEY:SECRET@host[:port]/bucket?region=eu-west-1` (HTTPS), or
 * `http(s)://KEY:SECRET@host[:port]/bucket` to choose the scheme (a MinIO on the
 * same network). Key and secret are URL-encoded. Requests use path-style
 * addressing (`host/bucket/key`), which AWS, MinIO, R2 and Ceph all accept.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!url.username || !url.password)
    throw new Error('S3_URL must carry the access key and secret: s3://KEY:SECRET@host/bucket');
  if (!bucket || bucket.includes('/'))
    throw new Error('S3_URL must name one bucket: s3://KEY:SECRET@host/bucket');
  const scheme = url.protocol === 'http:' ? 'http' : 'https';
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** Each call gives up after this long; aws4fetch retries 5xx and 429 with back-off inside it. */
const REQUEST_TIMEOUT_MS = 20_000;

/** Uploads in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch). */
export function s3Storage(location: S3Location, log: FastifyBaseLogger): Storage {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
    retries: 3,
  });
  const objectUrl = (key: string) =>
    `${location.endpoint}/${encodeURIComponent(location.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const send = (key: string, init: RequestInit) =>
    client.fetch(objectUrl(key), { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  return {
    kind: 's3',
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const response = await send(key, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentTypes[extension] ?? 'application/octet-stream' },
      });
      await response.body?.cancel();
      if (!response.ok) {
        // The status only: the store's address and credentials stay out of the logs.
        log.error({ status: response.status }, 'S3 refused an upload');
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'No pudimos guardar la imagen ahora. Inténtalo de nuevo en unos minutos.',
        );
      }
      return `/files/${key}`;
    },
    async remove(url) {
      const key = keyFromUrl(url);
      if (!key) return;
      // A file that cannot be removed now is an orphan, not a failure of what the person asked.
      const response = await send(key, { method: 'DELETE' }).catch(() => null);
      await response?.body?.cancel();
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`S3 GET failed with status ${response.status}`);
      }
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}
