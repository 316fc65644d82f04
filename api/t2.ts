import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from './src/db/client';

let t = Date.now();
const d = await openPglite(undefined);
console.log('fresh+migrate', Date.now() - t);
const client = (d.db as unknown as { $client: PGlite }).$client;
t = Date.now();
const dump = await client.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
writeFileSync('/tmp/pgdump.tar', Buffer.from(await dump.arrayBuffer()));
await d.close();
t = Date.now();
const buf = readFileSync('/tmp/pgdump.tar');
const c2 = new PGlite({ loadDataDir: new Blob([buf]) });
await c2.waitReady;
console.log('load', Date.now() - t);
console.log((await c2.query('select count(*) from users')).rows);
