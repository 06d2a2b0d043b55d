import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/fake-s3';
import { createStorage } from './storage-factory';

const credentials = { bucket: 'openhouse', region: 'us-east-1', accessKeyId: 'AKIDFACTORY', secretAccessKey: 'factory-secret' };

describe('createStorage', () => {
  let dataDir: string;
  let s3: FakeS3;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'oh-factory-'));
    s3 = await startFakeS3(credentials);
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps files on local disk under DATA_DIR/storage when no S3 endpoint is set', async () => {
    const storage = createStorage({ DATA_DIR: dataDir, S3_REGION: 'us-east-1' });
    await storage.put('docs/a.txt', Buffer.from('local'));
    expect(await readFile(join(dataDir, 'storage/docs/a.txt'), 'utf8')).toBe('local');
    expect(s3.objects.size).toBe(0);
  });

  it('uses the bucket when S3_ENDPOINT is set', async () => {
    const storage = createStorage({
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: credentials.region,
      S3_BUCKET: credentials.bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    await storage.put('docs/b.txt', Buffer.from('remote'), 'text/plain');
    expect(s3.objects.get('docs/b.txt')?.body.toString()).toBe('remote');
    expect((await storage.get('docs/b.txt'))?.toString()).toBe('remote');
  });

  it('refuses an S3 endpoint without bucket and keys', () => {
    expect(() => createStorage({ DATA_DIR: dataDir, S3_ENDPOINT: s3.endpoint, S3_REGION: 'us-east-1' })).toThrow(/S3_BUCKET/);
  });
});
