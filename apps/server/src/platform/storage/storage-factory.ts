import { join } from 'node:path';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type StorageConfig = {
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  DATA_DIR: string;
};

/** An S3-compatible bucket when S3_ENDPOINT is set, else local disk under DATA_DIR/storage. */
export function createStorage(config: StorageConfig): Storage {
  if (!config.S3_ENDPOINT) return createLocalStorage(join(config.DATA_DIR, 'storage'));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // loadConfig already insists on these; checked again so a hand-built config cannot half-configure S3.
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('S3_ENDPOINT is set, so S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required');
  }
  return createS3Storage({ endpoint: config.S3_ENDPOINT, region: config.S3_REGION, bucket, accessKeyId, secretAccessKey });
}
