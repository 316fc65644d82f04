/**
 * `pnpm publish:static`: uploads the built apps (`pnpm build`) to an S3-compatible bucket that a CDN
 * or the API (`STATIC_ORIGIN`) serves them from: hashed files first and never deleted, entry files
 * (remoteEntry.js, mf-manifest.json, index.html, sw.js) last. Environment: STATIC_BUCKET,
 * S3_ENDPOINT, S3_REGION (default us-east-1), credentials from the AWS SDK's standard chain.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createS3Client } from '../lib/s3';
import { publishRelease } from '../lib/static-release';

const bucket = process.env.STATIC_BUCKET;
const endpoint = process.env.S3_ENDPOINT;
if (!bucket || !endpoint) {
  console.error('publish:static needs STATIC_BUCKET and S3_ENDPOINT (see docs/deployment.md)');
  process.exit(2);
}
const root = path.resolve(
  process.env.STATIC_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
);
const { client, sdk } = await createS3Client({
  endpoint,
  region: process.env.S3_REGION || process.env.AWS_REGION || 'us-east-1',
});
const { uploaded, kept } = await publishRelease({ client, sdk, bucket, root });
console.log(
  `published to ${bucket}: ${uploaded.length} files uploaded, ${kept.length} hashed files already there`,
);
