import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import {
  body,
  login,
  multipart,
  PNG_1X1,
  type Session,
  type TestClock,
  useTestSuite,
} from './helpers';

/** Uploads are bounded: by pixels (decoding cost for every teammate) and per user per hour. */
let app: FastifyInstance;
let clock: TestClock;

// Each test: empty tables, a new clock, and an app whose upload quota starts over.
const suite = useTestSuite({}, { appPerTest: true });
beforeEach(() => {
  ({ app, clock } = suite);
});

/** A PNG whose header declares width x height: 1 KB of file, any canvas size. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(1024)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (session: Session, file: Buffer) => {
  const form = multipart(file);
  return app.inject({
    method: 'POST',
    url: '/api/list-item-images',
    headers: { ...session.auth, ...form.headers },
    payload: form.payload,
  });
};

describe('pixel limit', () => {
  test('a small file declaring 20000 x 20000 px is refused with 413 in the envelope, unstored', async () => {
    const ana = await login(app, 'bomb@example.com');
    const bomb = pngOf(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const response = await upload(ana, bomb);
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({
      success: false,
      message: 'Slika je prevelika: ima previše piksela',
      data: null,
    });
    expect(await suite.database.db.query.listItemImages.findMany()).toEqual([]);
  });

  test('40 megapixels pass; one row more does not', async () => {
    const ana = await login(app, 'edge@example.com');
    expect((await upload(ana, pngOf(8000, 5000))).statusCode).toBe(200);
    expect((await upload(ana, pngOf(8000, 5001))).statusCode).toBe(413);
  });

  test('an image whose header cannot be read is not an image (415)', async () => {
    const ana = await login(app, 'broken@example.com');
    const truncated = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4)]);
    const response = await upload(ana, truncated);
    expect(response.statusCode).toBe(415);
    expect(body(response).success).toBe(false);
  });
});

describe('upload quota', () => {
  test('past the count per hour a user gets 429 in the envelope; others do not; the hour passes', async () => {
    app = await suite.restartApp({
      now: clock.now,
      config: { uploadQuota: { max: 3, maxBytes: 10 * 1024 * 1024, windowMs: 60 * 60_000 } },
    });
    const ana = await login(app, 'many@example.com');
    const ivo = await login(app, 'other@example.com');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload(ana, PNG_1X1)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await upload(ana, PNG_1X1);
    expect(body(refused)).toEqual({
      success: false,
      message: 'Previše učitanih slika, pokušajte ponovno za sat vremena',
      data: null,
    });
    expect((await upload(ivo, PNG_1X1)).statusCode).toBe(200);
    clock.advance(61 * 60_000);
    expect((await upload(ana, PNG_1X1)).statusCode).toBe(200);
  });

  test('past the bytes per hour a user gets 429', async () => {
    const big = pngOf(100, 100);
    app = await suite.restartApp({
      now: clock.now,
      config: { uploadQuota: { max: 100, maxBytes: big.length * 2 + 10, windowMs: 60 * 60_000 } },
    });
    const ana = await login(app, 'bytes@example.com');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await upload(ana, big)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  test('deleting uploads does not give the quota back', async () => {
    app = await suite.restartApp({
      now: clock.now,
      config: { uploadQuota: { max: 2, maxBytes: 10 * 1024 * 1024, windowMs: 60 * 60_000 } },
    });
    const ana = await login(app, 'loop@example.com');
    for (let i = 0; i < 2; i++) {
      const id = body<{ listItemImage: { id: string } }>(await upload(ana, PNG_1X1)).data
        .listItemImage.id;
      await app.inject({ method: 'DELETE', url: `/api/list-item-images/${id}`, headers: ana.auth });
    }
    expect((await upload(ana, PNG_1X1)).statusCode).toBe(429);
  });
});
