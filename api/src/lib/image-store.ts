import { createS3Client } from './s3';

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

/** An S3-compatible bucket (lib/s3.ts says how the client talks to it). */
export async function createS3ImageStore(config: ObjectStoreConfig): Promise<ImageStore> {
  const { client, sdk } = await createS3Client(config);
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } = sdk;
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
