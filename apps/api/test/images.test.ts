import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { UPLOADS_PER_ACCOUNT } from '../src/limits.js';
import { imageQueue } from '../src/modules/files/images.js';
import { buildTestApp, createUserWithSession, multipart } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * A real, valid greyscale PNG of `width` × `height` black pixels, built by hand:
 * all-zero rows deflate to almost nothing, so 1 × 39 000 000 weighs ~74 KiB.
 */
function blackPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(4 + body.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 4 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height); // filter byte 0 + black pixels, row after row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let address = 0;
const upload = (url: string, field: string, bytes: Buffer, token: string, remoteAddress?: string) => {
  const form = multipart(field, 'foto.png', 'image/png', bytes);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    remoteAddress: remoteAddress ?? `10.9.${++address % 250}.1`,
    headers: { ...form.headers, 'type-token': token },
  });
};

describe('pictures too large to decode', () => {
  const tall = blackPng(1, 39_000_000);

  it('builds the crafted picture the probe used: tiny file, 39 megapixels in one column', async () => {
    expect(tall.length).toBeLessThan(100 * 1024);
    expect(await sharp(tall).metadata()).toMatchObject({ format: 'png', width: 1, height: 39_000_000 });
  });

  it.each([
    ['/api/person/photo', 'photo'],
    ['/api/file/image', 'image'],
  ])('%s refuses a 1 × 39 000 000 PNG from its header, in Spanish', async (url, field) => {
    const { token } = await createUserWithSession(t.app);
    const res = await upload(url, field, tall, token);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/^La imagen es demasiado grande: mide 1 × 39000000 píxeles/),
    });
  });

  it('refuses more than 40 megapixels even when each side is acceptable', async () => {
    const { token } = await createUserWithSession(t.app);
    const res = await upload('/api/file/image', 'image', blackPng(9000, 5000), token);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/40 megapíxeles/);
  });

  it('still takes a normal photo and a wide panorama', async () => {
    const { token } = await createUserWithSession(t.app);
    for (const [width, height] of [
      [1600, 1200],
      [10_000, 1_000],
    ] as const) {
      const jpeg = await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer();
      const res = await upload('/api/file/image', 'image', jpeg, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.url).toMatch(/^\/files\/images\/[0-9a-f]{32}\.webp$/);
    }
  });
});

describe('image work is bounded', () => {
  it('runs one re-encoding at a time, queues a few and turns the rest away with a Spanish 503', async () => {
    const queue = imageQueue({ running: 1, waiting: 2 });
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const job = () =>
      queue(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((release) => gates.push(release));
        running -= 1;
      });
    const accepted = [job(), job(), job()];
    const refused = job();
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: 10,
      message: expect.stringMatching(/muchas imágenes/),
    });
    // Let the queue drain, one job at a time.
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => gates.length).toBe(i + 1);
      gates[i]?.();
    }
    await Promise.all(accepted);
    expect(most).toBe(1);
  });
});

describe('upload limits', () => {
  it('person/photo counts uploads per account with a Spanish 429', async () => {
    const { token } = await createUserWithSession(t.app);
    const notAPicture = Buffer.from('hola');
    for (let i = 0; i < UPLOADS_PER_ACCOUNT.max; i++) {
      expect((await upload('/api/person/photo', 'photo', notAPicture, token)).statusCode).toBe(415);
    }
    const limited = await upload('/api/person/photo', 'photo', notAPicture, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Espera/),
    });
  });

  it('and per address, whoever is signed in', async () => {
    const from = '192.0.2.44';
    const notAPicture = Buffer.from('hola');
    let last = 0;
    for (let i = 0; i < 200 && last !== 429; i++) {
      const { token } = await createUserWithSession(t.app);
      last = (await upload('/api/person/photo', 'photo', notAPicture, token, from)).statusCode;
    }
    expect(last).toBe(429);
  });
});
