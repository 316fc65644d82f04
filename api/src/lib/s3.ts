import type { S3Client } from '@aws-sdk/client-s3';

/** An S3-compatible server: its endpoint and region (the bucket is each caller's). */
export interface S3Endpoint {
  endpoint: string;
  region: string;
}

/**
 * An S3-compatible client through the AWS SDK: path-style URLs (most S3-compatible servers have no
 * per-bucket host names) and checksums only where the protocol requires them (the SDK's default
 * CRC32 trailers are refused by several of those servers). Credentials come from the SDK's standard
 * chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). The SDK is loaded
 * only here: a process without a bucket does not pay its start-up time.
 */
export async function createS3Client(config: S3Endpoint): Promise<{
  client: S3Client;
  sdk: typeof import('@aws-sdk/client-s3');
}> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, sdk };
}
