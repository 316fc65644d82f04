import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { listItemImages } from '../src/db/schema';
import { copyImagesToStore, deleteQueuedObjects } from '../src/lib/image-objects';
import { createS3ImageStore, type ObjectStoreConfig } from '../src/lib/image-store';
import { eventually } from './eventually';
import { body, login, multipart, PNG_1X1, type Session, useTestSuite } from './helpers';

/*
 * Image bytes in an S3-compatible bucket (s3rver, started here) when S3_ENDPOINT/S3_BUCKET are set:
 * same URLs, objects removed when images go, older database images copied over by a resumable job.
 */

const BUCKET = 'organizator-images';
const folder = mkdtempSync(path.join(tmpdir(), 'organizator-s3-'));
let server: S3rver;
let objectStore: ObjectStoreConfig;
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  objectStore = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1' };
});
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

const suite = useTestSuite(() => ({ config: { objectStore } }), { appPerTest: true });
let app: FastifyInstance;
let ana: Session;
beforeEach(async () => {
  app = suite.app;
  ana = await login(app, 'ana@s3.example');
});

const upload = async (instance: FastifyInstance) => {
  const form = multipart(PNG_1X1);
  const answer = await instance.inject({
    method: 'POST',
    url: '/api/list-item-images',
    headers: { ...ana.auth, ...form.headers },
    payload: form.payload,
  });
  expect(answer.statusCode).toBe(200);
  return body<{ listItemImage: { id: string; url: string } }>(answer).data.listItemImage;
};
const keyOf = (url: string) => url.split('/').pop()!;
const objectKeys = () => {
  const bucket = path.join(folder, BUCKET);
  try {
    return readdirSync(bucket).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};
const stored = (key: string) => objectKeys().some((name) => name.startsWith(key));

describe('images in an S3-compatible bucket', () => {
  test('an upload goes to the bucket, not the database, and is served at the same URL', async () => {
    const image = await upload(app);
    const [row] = await suite.database.db
      .select({ bytes: listItemImages.bytes })
      .from(listItemImages)
      .where(eq(listItemImages.id, image.id));
    expect(row?.bytes).toBeNull();
    expect(stored(keyOf(image.url))).toBe(true);
    const served = await app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
  });

  test('deleting a list deletes its objects through the queue, and a second run is harmless', async () => {
    const list = body<{ list: { id: string } }>(
      await app.inject({
        method: 'POST',
        url: '/api/lists',
        headers: ana.auth,
        payload: { name: 'S3' },
      }),
    ).data.list;
    const image = await upload(app);
    const added = await app.inject({
      method: 'POST',
      url: `/api/lists/${list.id}/items`,
      headers: ana.auth,
      payload: { name: 'Sa slikom', images: [image.id] },
    });
    expect(added.statusCode).toBe(200);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/lists/${list.id}`,
      headers: ana.auth,
    });
    expect(gone.statusCode).toBe(200);
    expect(stored(keyOf(image.url))).toBe(true);
    const store = await createS3ImageStore(objectStore);
    // (The process's own job may have got there first: either way the object goes once.)
    await deleteQueuedObjects(suite.database, store);
    expect(stored(keyOf(image.url))).toBe(false);
    // Deleting the same object again (a job interrupted after the delete) succeeds.
    await store.delete(keyOf(image.url));
    expect(await deleteQueuedObjects(suite.database, store)).toBe(0);
    expect((await app.inject({ url: image.url })).statusCode).toBe(404);
  });

  test('images stored in the database before the bucket was configured are copied over', async () => {
    // An app without the bucket stores bytes in the database, as before (and runs no copy job).
    const plain = await suite.restartApp({ config: { objectStore: null } });
    const images = [await upload(plain), await upload(plain), await upload(plain)];
    const withBytes = async () =>
      Number(
        (
          await suite.database.rows<{ n: string }>(
            sql`select count(*) as n from list_item_images where bytes is not null`,
          )
        )[0]!.n,
      );
    expect(await withBytes()).toBe(3);
    const store = await createS3ImageStore(objectStore);
    expect(await copyImagesToStore(suite.database, store)).toBe(3);
    expect(await withBytes()).toBe(0);
    // Resumable: nothing left to do, nothing done twice.
    expect(await copyImagesToStore(suite.database, store)).toBe(0);
    app = await suite.restartApp({ config: { objectStore } });
    for (const image of images) {
      expect(stored(keyOf(image.url))).toBe(true);
      const served = await app.inject({ url: image.url });
      expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    }
  });

  test('a process with the bucket copies database images over by itself', async () => {
    const plain = await suite.restartApp({ config: { objectStore: null } });
    const image = await upload(plain);
    app = await suite.restartApp({ config: { objectStore } });
    await app.ready();
    await eventually(() => stored(keyOf(image.url)), 50);
    expect(stored(keyOf(image.url))).toBe(true);
    expect((await app.inject({ url: image.url })).rawPayload.equals(PNG_1X1)).toBe(true);
  });
});
