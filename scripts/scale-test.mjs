// The scale-out test (`pnpm test scale`, run by scripts/test.mjs): three API processes on one
// PostgreSQL behind nginx (round-robin, SSE unbuffered), checked from outside through the balancer.
// Run under scripts/with-postgres.sh (DATABASE_URL: an empty database). Starts s3rver (an
// S3-compatible server from npm) for the image bucket. Needs the production build (`pnpm build`) for
// the page loads of the rolling restart. The processes share the remotes map in PostgreSQL.
//
// Checks: all three start at once on the empty database; sign-in works whichever process answers;
// a change through one process reaches streams on every process, also an event over 8000 bytes and
// after one process's LISTEN connection was killed; logout-all with 150 sessions locks every process;
// a forged X-Forwarded-For does not lift a limit (and two clients keep separate limits); an image
// uploaded through one process goes to the bucket and is served by the others; a process killed
// (SIGKILL) in the middle of a write leaves none of it, and the write sent again lands once; a
// rolling restart of the processes one by one, with a new build of one remote published meanwhile
// (`pnpm publish:static` to a second bucket that the processes render the page from,
// STATIC_ORIGIN), fails no page load and loses no acknowledged write.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  collectOutput,
  databaseUrlOrExit,
  isReady,
  requireFromApi,
  requireNginx,
  root,
  SIGN_IN_LIMITS_LIFTED,
  startApiProcess,
  startNginx,
  stopCluster,
  stopProcess,
  waitFor,
  waitForProcesses,
} from './cluster.mjs';

const pg = requireFromApi('pg');
const S3rver = requireFromApi('s3rver');
const s3sdk = requireFromApi('@aws-sdk/client-s3');
const BUCKET = 'organizator-images';
/** The built apps, published as a release (`pnpm publish:static`), served by a bucket website. */
const STATIC_BUCKET = 'organizator-static';
/** The remote whose new release the rolling restart publishes (a key of remotes.json), its package. */
const REMOTE = 'mf_notes';
const REMOTE_PKG = 'mf-notes';
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
let s3;
let s3Endpoint;
let website;
let staticOrigin;
const DATABASE_URL = databaseUrlOrExit('scale-test');
const BALANCER_PORT = Number(process.env.SCALE_PORT ?? 5200);
const API_PORTS = [BALANCER_PORT + 1, BALANCER_PORT + 2, BALANCER_PORT + 3];
const work = mkdtempSync(path.join(tmpdir(), 'organizator-scale-'));
const log = (...args) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** How many times a write is sent when the balancer answers that no process took it (as the app). */
const GATEWAY_RETRIES = 5;

// ---------------------------------------------------------------- processes

const processes = new Map(); // port -> child
let nginx;

function startApi(port) {
  const child = startApiProcess(port, {
    DATABASE_URL,
    DEV_OUTBOX: '1',
    APP_ORIGIN: `http://localhost:${BALANCER_PORT}`,
    REMOTES_SOURCE: 'database',
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: BUCKET,
    ...S3_CREDENTIALS,
    STATIC_ORIGIN: `${staticOrigin}/`,
    ...SIGN_IN_LIMITS_LIFTED,
  });
  processes.set(port, child);
  return child;
}

const stopApi = (port) => stopProcess(processes.get(port));

async function cleanup() {
  await stopCluster(nginx, processes.values());
  website?.close();
  await s3?.close().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------- HTTP

/** One request; `localAddress` makes it come from another client (any 127.x address works). */
function request(method, url, { port = BALANCER_PORT, body, headers = {}, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const payload =
      body === undefined
        ? undefined
        : Buffer.isBuffer(body)
          ? body
          : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        localAddress,
        agent: false,
        headers: {
          ...(payload && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
          ...(payload ? { 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let json;
          try {
            json = JSON.parse(bytes.toString());
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, bytes, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${method} ${url}`)));
    if (payload) req.write(payload);
    req.end();
  });
}

/** GET of a URL the page names: on the balancer when root-relative, else wherever it points. */
function get(url) {
  const absolute = new URL(url, `http://127.0.0.1:${BALANCER_PORT}`);
  return request('GET', absolute.pathname + absolute.search, { port: Number(absolute.port) });
}

/**
 * The static bucket as a bucket website (or a CDN in front of it) serves it: GET /<key> answers
 * the object with its type, cache policy and ETag (304 when unchanged). s3rver serves the S3 API
 * only, so this stands in for the website endpoint.
 */
function bucketWebsite(client) {
  /**
   * The object as it is. s3rver overwrites an object in place (the file, then its metadata), so a
   * read during a publish can fail or come out short; S3 replaces objects atomically, so such a
   * read is tried again rather than served.
   */
  const read = async (key, ifNoneMatch) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const object = await client.send(
          new s3sdk.GetObjectCommand({ Bucket: STATIC_BUCKET, Key: key, IfNoneMatch: ifNoneMatch }),
        );
        const body = Buffer.from(await object.Body.transformToByteArray());
        if (object.ContentLength !== undefined && body.length !== object.ContentLength) {
          throw new Error(`short read of ${key}`);
        }
        return { object, body };
      } catch (error) {
        const status = error.$metadata?.httpStatusCode;
        if (status === 304 || status === 404 || attempt === 10) throw error;
        await sleep(50);
      }
    }
  };
  return http.createServer(async (req, res) => {
    const key = decodeURIComponent((req.url ?? '/').split('?')[0].slice(1));
    try {
      const { object, body } = await read(key, req.headers['if-none-match']);
      res.writeHead(200, {
        'content-type': object.ContentType ?? 'application/octet-stream',
        'cache-control': object.CacheControl ?? '',
        etag: object.ETag ?? '',
      });
      res.end(body);
    } catch (error) {
      const status = error.$metadata?.httpStatusCode;
      res.writeHead(status === 304 ? 304 : status === 404 ? 404 : 503);
      res.end();
    }
  });
}

/**
 * `pnpm publish:static` of the built apps under `releaseRoot` to the static bucket. Asynchronous:
 * the bucket (s3rver) answers from this process.
 */
function publishStatic(releaseRoot) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['-s', 'publish:static'], {
      cwd: root,
      env: {
        ...process.env,
        ...S3_CREDENTIALS,
        STATIC_BUCKET,
        S3_ENDPOINT: s3Endpoint,
        STATIC_ROOT: releaseRoot,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const printed = collectOutput(child);
    child.on('error', reject);
    child.on('exit', (code) => {
      const output = printed();
      if (code === 0) {
        log(output.split('\n').find((line) => line.startsWith('published')) ?? output.trim());
        resolve();
      } else reject(new Error(`publish:static exited ${code}: ${output.slice(-2000)}`));
    });
  });
}

/**
 * A new build of REMOTE_PKG beside the built others (linked): its `./routes` chunk changed (a
 * comment added) and renamed by its new content hash, the hash changed wherever its files name the
 * chunk (the entry's chunk map, the manifest). Answers the release's root and the chunk's new name.
 */
function releaseWithChangedRemote() {
  const release = path.join(work, 'release-2');
  mkdirSync(release, { recursive: true });
  for (const pkg of ['shell', ...readdirSync(root).filter((name) => name.startsWith('mf-'))]) {
    if (pkg === REMOTE_PKG || !existsSync(path.join(root, pkg, 'dist'))) continue;
    mkdirSync(path.join(release, pkg));
    symlinkSync(path.join(root, pkg, 'dist'), path.join(release, pkg, 'dist'));
  }
  const dist = path.join(release, REMOTE_PKG, 'dist');
  cpSync(path.join(root, REMOTE_PKG, 'dist'), dist, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((e) => e.path === './routes').assets.js.sync;
  const chunk = routes.find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
  const [, oldHash] = chunk.match(/\.([0-9a-f]{8})\.js$/);
  const code = `${readFileSync(path.join(dist, chunk), 'utf8')}\n/* release 2 */\n`;
  const newHash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const renamed = chunk.replace(oldHash, newHash);
  writeFileSync(path.join(dist, chunk), code);
  renameSync(path.join(dist, chunk), path.join(dist, renamed));
  for (const file of readdirSync(dist)) {
    if (!/\.(js|json)$/.test(file)) continue;
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (text.includes(oldHash))
      writeFileSync(path.join(dist, file), text.replaceAll(oldHash, newHash));
  }
  // Precompressed copies of the old content would be served for the new name: not published anyway.
  rmSync(path.join(dist, `${chunk}.br`), { force: true });
  rmSync(path.join(dist, `${chunk}.gz`), { force: true });
  return { release, chunk: renamed };
}

/**
 * One page load as a browser makes it, through the balancer: the page, every script and style it
 * names (here or at the static origin), the remotes map, REMOTE's manifest and the entry and
 * `./routes` files that manifest names. Answers what failed (empty: none).
 */
async function loadPage(url) {
  const failures = [];
  const page = await get(url);
  if (page.status !== 200) return [`${url}: ${page.status}`];
  const html = page.bytes.toString();
  const files = [
    ...html.matchAll(/(?:src|href|data-start)="((?:https?:\/\/[^"/]+)?\/[^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]);
  const remotes = await get('/remotes.json');
  if (remotes.status !== 200) return [...failures, `remotes.json: ${remotes.status}`];
  const manifestUrl = JSON.parse(remotes.bytes.toString())[REMOTE];
  const manifest = await get(manifestUrl);
  if (manifest.status !== 200) return [...failures, `${manifestUrl}: ${manifest.status}`];
  const { metaData, exposes } = JSON.parse(manifest.bytes.toString());
  const routes = exposes.find((e) => e.path === './routes').assets;
  for (const name of [
    path.posix.join(metaData.remoteEntry.path, metaData.remoteEntry.name),
    ...routes.js.sync,
    ...routes.css.sync,
  ]) {
    files.push(new URL(name, new URL(manifestUrl, `http://127.0.0.1:${BALANCER_PORT}`)).href);
  }
  for (const file of new Set(files)) {
    const res = await get(file);
    if (res.status !== 200) failures.push(`${file} (page ${url}): ${res.status}`);
  }
  return failures;
}

const api = (method, url, session, body, options = {}) =>
  request(method, `/api${url}`, {
    ...options,
    body,
    headers: {
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...options.headers,
    },
  });

async function signIn(email, options = {}) {
  const sent = await api('POST', '/send-verification-token', null, { email }, options);
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${sent.bytes}`);
  const outbox = await api(
    'GET',
    `/dev/outbox?email=${encodeURIComponent(email)}`,
    null,
    undefined,
    options,
  );
  const code = outbox.json?.data?.messages?.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code for ${email}: ${outbox.status}`);
  const verified = await api('POST', '/verify', null, { email, token: code }, options);
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.bytes}`);
  const token = verified.json.data.session.token;
  const me = await api('GET', '/me', { token }, undefined, options);
  return { token, email, userId: me.json.data.user.id, teamId: me.json.data.user.team.id };
}

/** A live stream, read like the shell reads it; `events` fills as frames arrive. */
function openStream(session, port = BALANCER_PORT, lastEventId) {
  return new Promise((resolve, reject) => {
    const events = [];
    let ended = false;
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/sse?userId=${session.userId}`,
        agent: false,
        headers: {
          authorization: `Bearer ${session.token}`,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream: ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        const stream = {
          events,
          get ended() {
            return ended;
          },
          close: () => req.destroy(),
        };
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = { type: 'message', data: '' };
            for (const line of frame.split('\n')) {
              if (line.startsWith('event:')) fields.type = line.slice(6).trim();
              else if (line.startsWith('data:')) fields.data += line.slice(5).trim();
              else if (line.startsWith('id:')) fields.id = line.slice(3).trim();
              else if (line === ': connected') resolve(stream);
            }
            if (fields.data) events.push({ ...fields, data: JSON.parse(fields.data) });
            end = buffer.indexOf('\n\n');
          }
        });
        const done = () => {
          ended = true;
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('error', (error) => {
      ended = true;
      reject(error);
    });
  });
}

const ready = isReady;

// ---------------------------------------------------------------- checks

const results = [];
async function check(name, body) {
  const started = Date.now();
  try {
    await body();
    results.push({ name, ok: true });
    log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false, error });
    log(`FAIL ${name}: ${error.stack ?? error}`);
  }
}

const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f80f00000101000518d84e0000000049454e44ae426082',
  'hex',
);
function multipart(file) {
  const boundary = `----scale${Math.random().toString(16).slice(2)}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
async function upload(session, port) {
  const form = multipart(PNG_1X1);
  const res = await request('POST', '/api/list-item-images', {
    port,
    body: form.body,
    headers: { ...form.headers, authorization: `Bearer ${session.token}` },
  });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${res.bytes}`);
  return res.json.data.listItemImage;
}

async function main() {
  if (!existsSync(path.join(root, 'shell/dist/index.html'))) {
    throw new Error('shell/dist is missing: run `pnpm build` first');
  }
  requireNginx();

  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET }, { name: STATIC_BUCKET }],
  });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  const s3client = new s3sdk.S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  website = bucketWebsite(s3client);
  await new Promise((resolve) => website.listen(0, '127.0.0.1', resolve));
  staticOrigin = `http://127.0.0.1:${website.address().port}`;
  await publishStatic(root);

  await check('three processes start at once on an empty database', async () => {
    for (const port of API_PORTS) startApi(port);
    await waitForProcesses(processes, 120_000);
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const journal = await client.query(
      'SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
    );
    await client.end();
    if (journal.rows.some((r) => Number(r.n) !== 1))
      throw new Error('a migration was journaled twice');
  });
  nginx = startNginx({ work, port: BALANCER_PORT, upstreams: API_PORTS });
  await waitFor('the balancer', () => isReady(BALANCER_PORT));

  let ana;
  let marko;
  await check('sign-in works whichever process answers', async () => {
    ana = await signIn('ana@scale.example');
    marko = await signIn('marko@scale.example');
    // Marko joins ana's team (invite and accept, each call through the balancer).
    const invited = await api('POST', '/team-invites', ana, {
      email: marko.email,
      teamId: ana.teamId,
    });
    if (invited.status !== 200) throw new Error(`invite: ${invited.status} ${invited.bytes}`);
    const accepted = await api('POST', '/team-invites/accept', marko, { teamId: ana.teamId });
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.bytes}`);
    marko = await signIn(marko.email);
    for (const port of API_PORTS) {
      const me = await request('GET', '/api/me', {
        port,
        headers: { authorization: `Bearer ${ana.token}` },
      });
      if (me.status !== 200)
        throw new Error(`process ${port} does not know the session: ${me.status}`);
    }
    for (let i = 0; i < 6; i++) {
      const me = await api('GET', '/me', marko);
      if (me.status !== 200) throw new Error(`GET /me through the balancer: ${me.status}`);
    }
  });

  let listId;
  let streams = [];
  const received = (stream, type, pred = () => true) =>
    stream.events.some((e) => e.type === type && pred(e.data));
  await check('a change through one process reaches a stream on every process', async () => {
    streams = await Promise.all(API_PORTS.map((port) => openStream(marko, port)));
    const list = await api('POST', '/lists', ana, { name: 'Skaliranje' });
    listId = list.json.data.list.id;
    for (const port of API_PORTS) {
      const added = await request('POST', `/api/lists/${listId}/items`, {
        port,
        body: { name: `Kroz ${port}` },
        headers: { authorization: `Bearer ${ana.token}` },
      });
      if (added.status !== 200) throw new Error(`add item: ${added.status}`);
    }
    for (const stream of streams) {
      for (const port of API_PORTS) {
        await waitFor(`item through ${port}`, () =>
          stream.events.some((e) => JSON.stringify(e.data).includes(`Kroz ${port}`)),
        );
      }
    }
  });

  await check('an event over 8000 bytes reaches every process', async () => {
    const images = [];
    for (let i = 0; i < 18; i++) {
      const image = await upload(ana, API_PORTS[i % 3]);
      const described = await api('PUT', `/list-item-images/${image.id}`, ana, {
        description: `Opis slike ${i} `.repeat(40).slice(0, 500),
      });
      if (described.status !== 200)
        throw new Error(`describe: ${described.status} ${described.bytes}`);
      images.push(image.id);
    }
    const added = await api('POST', `/lists/${listId}/items`, ana, {
      name: 'Opisane slike',
      images,
    });
    if (added.status !== 200)
      throw new Error(`add item with images: ${added.status} ${added.bytes}`);
    for (const stream of streams) {
      await waitFor('the large event', () =>
        stream.events.some(
          (e) =>
            JSON.stringify(e.data).includes('Opisane slike') &&
            JSON.stringify(e.data).length > 8000,
        ),
      );
    }
  });

  await check('a change reaches a process after its LISTEN connection was killed', async () => {
    const victim = API_PORTS[1];
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const killed = await client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'",
      [`organizator-${victim}`],
    );
    await client.end();
    if (killed.rowCount !== 1)
      throw new Error(`expected one LISTEN connection, found ${killed.rowCount}`);
    // Sent at once, probably while that process is still deaf.
    await api('POST', `/lists/${listId}/items`, ana, { name: 'Za vrijeme prekida' });
    await waitFor(
      'the event on the process that lost LISTEN',
      () =>
        received(streams[1], 'list-item-added', (d) => d.itemName === 'Za vrijeme prekida') ||
        streams[1].events.some((e) => JSON.stringify(e.data).includes('Za vrijeme prekida')),
    );
    await waitFor('that process ready again', () => ready(victim));
  });

  await check('logout-all with 150 sessions locks every process', async () => {
    const sessions = [];
    for (let i = 0; i < 150; i++) sessions.push(await signIn('mnogo@scale.example'));
    const sample = sessions.slice(-6);
    // Every process has some of the sessions cached and a stream open.
    for (const [i, s] of sample.entries()) {
      const me = await request('GET', '/api/me', {
        port: API_PORTS[i % 3],
        headers: { authorization: `Bearer ${s.token}` },
      });
      if (me.status !== 200) throw new Error(`session before logout-all: ${me.status}`);
    }
    const open = await Promise.all(API_PORTS.map((port, i) => openStream(sample[i], port)));
    const out = await api('POST', '/logout-all', sessions[0]);
    if (out.status !== 200) throw new Error(`logout-all: ${out.status}`);
    await waitFor('every stream ended', () => open.every((s) => s.ended));
    for (const s of sample) {
      for (const port of API_PORTS) {
        await waitFor(`session refused on ${port}`, async () => {
          const me = await request('GET', '/api/me', {
            port,
            headers: { authorization: `Bearer ${s.token}` },
          });
          return me.status === 401;
        });
      }
    }
  });

  await check(
    'a forged X-Forwarded-For does not lift a limit; two clients keep separate limits',
    async () => {
      const guess = (localAddress, forged) =>
        api(
          'POST',
          '/verify',
          null,
          { email: 'nobody@scale.example', token: '12345678' },
          {
            localAddress,
            headers: forged ? { 'x-forwarded-for': forged } : {},
          },
        );
      const statuses = [];
      for (let i = 0; i < 10; i++) statuses.push((await guess('127.0.0.9')).status);
      if (statuses.some((s) => s !== 401)) throw new Error(`wrong codes: ${statuses}`);
      for (const forged of ['6.6.6.6', '127.0.0.1', `10.0.0.${Math.floor(Math.random() * 200)}`]) {
        const res = await guess('127.0.0.9', forged);
        if (res.status !== 429) throw new Error(`forged ${forged} answered ${res.status}`);
      }
      const other = await guess('127.0.0.10');
      if (other.status !== 401) throw new Error(`another client was blocked: ${other.status}`);
    },
  );

  await check(
    'an image uploaded through one process is in the bucket and served by the others',
    async () => {
      const image = await upload(ana, API_PORTS[0]);
      const key = image.url.split('/').pop();
      const objects = spawnSync('find', [
        path.join(work, 's3', BUCKET),
        '-name',
        `${key}*`,
      ]).stdout.toString();
      if (!objects.includes(key)) throw new Error('the image is not in the bucket');
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      const row = await client.query(
        'SELECT bytes IS NULL AS moved FROM list_item_images WHERE url_key = $1',
        [key],
      );
      await client.end();
      if (!row.rows[0]?.moved) throw new Error('the image bytes are still in the database');
      for (const port of API_PORTS) {
        const res = await request('GET', new URL(image.url, 'http://x').pathname, { port });
        if (res.status !== 200 || !res.bytes.equals(PNG_1X1)) {
          throw new Error(`image on ${port}: ${res.status}`);
        }
      }
    },
  );

  for (const s of streams) s.close();

  await check(
    'a process killed in the middle of a write leaves none of it; sent again, it lands once',
    async () => {
      const victim = API_PORTS[2];
      const idOf = async (sent, key) => {
        const res = await sent;
        if (res.status !== 200) throw new Error(`set-up ${key}: ${res.status} ${res.bytes}`);
        return res.json.data[key].id;
      };
      const grocery = (name) =>
        idOf(
          api('POST', '/groceries', ana, { name, energy: 100, fat: 1, protein: 1, carb: 1 }),
          'grocery',
        );
      const ingredients = [
        { groceryId: await grocery('Brašno za rušenje'), grams: 200 },
        { groceryId: await grocery('Mlijeko za rušenje'), grams: 300 },
        { groceryId: await grocery('Jaja za rušenje'), grams: 100 },
      ];
      const recipeId = await idOf(
        api('POST', '/recipes', ana, { name: 'Palačinke za rušenje', servings: 4, ingredients }),
        'recipe',
      );
      const target = await idOf(api('POST', '/lists', ana, { name: 'Rušenje' }), 'list');
      // On the list already: the open item the recipe's eggs go into.
      const eggs = await idOf(
        api('POST', `/lists/${target}/items`, ana, { name: 'Jaja za rušenje' }),
        'item',
      );
      const body = { recipeId, servings: 2, requestId: randomUUID() };
      const observer = new pg.Client({ connectionString: DATABASE_URL });
      const holder = new pg.Client({ connectionString: DATABASE_URL });
      await observer.connect();
      await holder.connect();
      const victimSessions = async (where = 'true') =>
        (
          await observer.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND ${where}`,
            [`organizator-${victim}`],
          )
        ).rows[0].n;
      try {
        // The eggs' row locked elsewhere: the process's transaction takes the list's lock and
        // starts its merge, then waits on this row, so it dies in the middle of its write.
        await holder.query('BEGIN');
        await holder.query('SELECT id FROM list_items WHERE id = $1 FOR UPDATE', [eggs]);
        let early = null;
        const pending = api('POST', `/lists/${target}/recipe-items`, ana, body, { port: victim })
          .catch((error) => ({ error }))
          .then((answer) => {
            early = answer;
            return answer;
          });
        await waitFor(
          'the write waiting in its merge',
          async () => {
            if (early)
              throw new Error(`answered before it was killed: ${early.status} ${early.bytes}`);
            return (
              (await victimSessions("wait_event_type = 'Lock' AND query LIKE '%list_items%'")) === 1
            );
          },
          60_000,
        );
        processes.get(victim).kill('SIGKILL');
        const answer = await pending;
        if (!answer.error) throw new Error(`the killed process answered ${answer.status}`);
        await processes.get(victim).exited;
        await holder.query('ROLLBACK');
        // Its database session, released, finds no client to commit for: the transaction is
        // rolled back and the session ends.
        await waitFor(
          'the killed process’s database sessions gone',
          async () => (await victimSessions()) === 0,
          60_000,
        );
        // Read from the database, not through the balancer: another process's cached answer
        // learns of a write a moment after it (docs/decisions/api.md).
        const stored = async () =>
          (await observer.query('SELECT id, quantity FROM list_items WHERE list_id = $1', [target]))
            .rows;
        const logged = await observer.query(
          'SELECT count(*)::int AS n FROM list_recipe_requests WHERE list_id = $1',
          [target],
        );
        if (logged.rows[0].n !== 0) throw new Error('the killed write’s request was logged');
        const left = await stored();
        if (left.length !== 1 || left[0].id !== eggs || left[0].quantity !== null)
          throw new Error(`the killed write left the list as ${JSON.stringify(left)}`);
        // Sent again through the balancer (as the app resends a write that got no answer): it
        // lands once, and once more it changes nothing and answers the same items.
        const first = await api('POST', `/lists/${target}/recipe-items`, ana, body);
        const again = await api('POST', `/lists/${target}/recipe-items`, ana, body);
        if (first.status !== 200 || again.status !== 200)
          throw new Error(`sent again: ${first.status}, ${again.status}`);
        const ids = (res) =>
          res.json.data.items
            .map((item) => item.id)
            .sort()
            .join();
        if (ids(first) !== ids(again)) throw new Error('the replay answered other items');
        const items = await stored();
        if (
          items.length !== ingredients.length ||
          !items.find((item) => item.id === eggs)?.quantity
        )
          throw new Error(`sent again, the list holds ${JSON.stringify(items)}`);
      } finally {
        await holder.end();
        await observer.end();
      }
      log(`killed mid-write: nothing kept; sent again, ${ingredients.length} items once`);
      startApi(victim);
      await waitFor(`process ${victim} back`, () => ready(victim), 120_000);
    },
  );

  await check('a rolling restart fails no page load and loses no acknowledged write', async () => {
    let running = true;
    const acknowledged = [];
    const failures = [];
    let pageLoads = 0;
    // The writer adds items as the app does: each with its own id, and a write the balancer could
    // not deliver (a process closing as the request reached it) sent again with the same id.
    let resent = 0;
    const writeOnce = async (i) => {
      const body = { id: randomUUID(), name: `Tijekom restarta ${i}` };
      let last = '';
      for (let attempt = 0; attempt < GATEWAY_RETRIES; attempt++) {
        if (attempt > 0) {
          resent += 1;
          await sleep(250 * 2 ** attempt);
        }
        try {
          const res = await api('POST', `/lists/${listId}/items`, ana, body);
          if (res.status === 200) return acknowledged.push(res.json.data.item.id);
          last = String(res.status);
          if (![502, 503, 504].includes(res.status)) break;
        } catch (error) {
          last = error.message;
        }
      }
      failures.push(`write ${i}: ${last}`);
    };
    const writer = (async () => {
      for (let i = 0; running; i++) await writeOnce(i);
    })();
    const loader = (async () => {
      for (let i = 0; running; i++) {
        try {
          // A page of the republished remote's area (its files preloaded) and one of another.
          const failed = await loadPage(i % 2 === 0 ? '/notes' : '/dashboard');
          failures.push(...failed);
          if (failed.length === 0) pageLoads += 1;
        } catch (error) {
          failures.push(`page: ${error.message}`);
        }
      }
    })();
    let published = 0;
    for (const [i, port] of API_PORTS.entries()) {
      if (i === 1) {
        // A new build of one remote is published meanwhile; every process picks it up by itself.
        const publishedAt = Date.now();
        const { release, chunk } = releaseWithChangedRemote();
        await publishStatic(release);
        await waitFor(
          'every process naming the new build in its pages',
          async () => {
            const pages = await Promise.all(
              API_PORTS.map((p) =>
                request('GET', '/notes', { port: p, headers: { accept: 'text/html' } }).catch(
                  () => null,
                ),
              ),
            );
            return pages.every((page) => page?.bytes.toString().includes(chunk));
          },
          60_000,
        );
        published = Date.now() - publishedAt;
      }
      await sleep(1000);
      log(`restarting ${port}`);
      await stopApi(port);
      startApi(port);
      await waitFor(`process ${port} back`, () => ready(port), 120_000);
    }
    await sleep(1000);
    running = false;
    await Promise.all([writer, loader]);
    const list = await api('GET', `/lists/${listId}`, ana);
    const items = list.json.data.list.items;
    const stored = new Set(items.map((item) => item.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    const duringRestart = items.filter((item) => item.name.startsWith('Tijekom restarta ')).length;
    log(
      `rolling restart: ${acknowledged.length} writes acknowledged (${resent} sent again), ${pageLoads} page loads; the new build was published and named by every process in ${(published / 1000).toFixed(1)} s`,
    );
    if (duringRestart !== acknowledged.length)
      throw new Error(
        `${duringRestart} items stored for ${acknowledged.length} acknowledged writes`,
      );
    if (failures.length)
      throw new Error(`failed during the restart: ${failures.slice(0, 10).join('; ')}`);
    if (lost.length) throw new Error(`${lost.length} acknowledged writes lost`);
    if (acknowledged.length === 0 || pageLoads === 0) throw new Error('nothing was tried');
  });
}

const started = Date.now();
try {
  await main();
} catch (error) {
  results.push({ name: 'set-up', ok: false, error });
  log(`FAIL set-up: ${error.stack ?? error}`);
} finally {
  if (results.some((r) => !r.ok)) {
    try {
      log(
        `nginx errors:\n${readFileSync(path.join(work, 'nginx-error.log'), 'utf8').slice(-3000)}`,
      );
    } catch {
      // No log.
    }
  }
  await cleanup();
}
const failed = results.filter((r) => !r.ok);
// The line scripts/test.mjs counts, as jest prints it.
console.log(
  `Tests:       ${failed.length ? `${failed.length} failed, ` : ''}${results.length - failed.length} passed, ${results.length} total`,
);
log(
  `${results.length - failed.length} of ${results.length} checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed.length ? 1 : 0);
