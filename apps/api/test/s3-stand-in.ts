import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A small S3-compatible store for the tests: PUT, GET and DELETE of objects in
 * one bucket, path-style. Every request must carry a valid AWS Signature V4 for
 * the given credentials (recomputed here from the signed headers), as a real
 * store demands; a wrong secret gets 403 SignatureDoesNotMatch.
 */
export async function startS3StandIn(opts: { bucket: string; accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string }[] = [];
  /** Set to make the next requests fail with this status (e.g. 503), as a store in trouble does. */
  let failWith: number | null = null;

  async function signatureIsValid(req: IncomingMessage, body: Buffer): Promise<boolean> {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([a-f0-9]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return false;
    const [, accessKeyId, region, signedHeaders, signature] = auth;
    if (accessKeyId !== opts.accessKeyId || !signedHeaders || !signature) return false;
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (
      payloadHash !== 'UNSIGNED-PAYLOAD' &&
      payloadHash !== createHash('sha256').update(body).digest('hex')
    ) {
      return false;
    }
    const headers: Record<string, string> = {};
    for (const name of signedHeaders.split(';')) headers[name] = String(req.headers[name] ?? '');
    const signer = new AwsV4Signer({
      method: req.method ?? 'GET',
      url: `http://${req.headers.host}${req.url}`,
      headers,
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      service: 's3',
      region,
      datetime: String(req.headers['x-amz-date'] ?? ''),
      allHeaders: true,
    });
    return (await signer.signature()) === signature;
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [bucket, ...rest] = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      .slice(1)
      .split('/');
    const key = rest.join('/');
    const reply = (status: number, code?: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(code ? `<Error><Code>${code}</Code></Error>` : '');
    };
    if (failWith) return reply(failWith, 'SlowDown');
    if (!(await signatureIsValid(req, body))) return reply(403, 'SignatureDoesNotMatch');
    if (bucket !== opts.bucket) return reply(404, 'NoSuchBucket');
    requests.push({ method: req.method ?? '', key });
    if (req.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
      });
      return reply(200);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return reply(204);
    }
    const object = objects.get(key);
    if (req.method !== 'GET') return reply(405, 'MethodNotAllowed');
    if (!object) return reply(404, 'NoSuchKey');
    res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
    res.end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    objects,
    requests,
    endpoint: `http://127.0.0.1:${port}`,
    failNextRequests(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
