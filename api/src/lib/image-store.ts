/** Where image bytes go when not into the database: an S3-compatible bucket. */
export interface ImageStore {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Idempotent: deleting a missing object succeeds. */
  delete(key: string): Promise<void>;
}

export interface ObjectStoreConfig {
  endpoint: string;
  bucket: string;
  region: string;
}

/**
 * An S3-compatible bucket through the AWS SDK: path-style URLs (most S3-compatible servers have no
 * per-bucket host names) and checksums only where the protocol requires them (the SDK's default
 * CRC32 trailers are refused by several of those servers). Credentials come from the SDK's standard
 * chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). The SDK is loaded
 * only here: a process without a bucket does not pay its start-up time.
 */
export async function createS3ImageStore(config: ObjectStoreConfig): Promise<ImageStore> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes, mime) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: mime }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
