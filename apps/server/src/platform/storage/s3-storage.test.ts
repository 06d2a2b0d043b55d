import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/fake-s3';
import { createS3Storage, sha256Hex, signV4, type S3Options } from './s3-storage';

const credentials = { bucket: 'openhouse-files', region: 'us-west-2', accessKeyId: 'AKIDTEST', secretAccessKey: 'the-secret/key+1' };

describe('signV4', () => {
  // The two worked examples of AWS's "Signature Calculations for the Authorization Header" page.
  const example = {
    region: 'us-east-1',
    service: 's3',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    now: new Date('2013-05-24T00:00:00Z'),
  };

  it('matches the GET Object example', () => {
    const headers = signV4({ ...example, method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, payloadHash: sha256Hex('') });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('matches the PUT Object example', () => {
    const headers = signV4({
      ...example,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex('Welcome to Amazon S3.'),
    });
    expect(headers.authorization).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });
});

describe('S3 storage against a signature-checking fake', () => {
  let s3: FakeS3;
  let options: S3Options;

  beforeAll(async () => {
    s3 = await startFakeS3(credentials);
    options = { endpoint: `${s3.endpoint}/`, ...credentials };
  });
  afterAll(async () => {
    await s3.close();
  });

  it('puts, gets and deletes an object with its content type', async () => {
    const storage = createS3Storage(options);
    const body = Buffer.from([0, 1, 2, 255, 254]);
    await storage.put('properties/9/contract.pdf', body, 'application/pdf');
    expect(s3.objects.get('properties/9/contract.pdf')).toEqual({ body, contentType: 'application/pdf' });
    expect(await storage.get('properties/9/contract.pdf')).toEqual(body);
    await storage.delete('properties/9/contract.pdf');
    expect(s3.objects.has('properties/9/contract.pdf')).toBe(false);
    expect(await storage.get('properties/9/contract.pdf')).toBeNull();
  });

  it('answers null for a missing object and deletes a missing one quietly', async () => {
    const storage = createS3Storage(options);
    expect(await storage.get('never/stored.txt')).toBeNull();
    await expect(storage.delete('never/stored.txt')).resolves.toBeUndefined();
  });

  it('encodes each segment of keys with spaces, unicode and reserved characters', async () => {
    const storage = createS3Storage(options);
    const keys = ['my docs/offer letter (final).pdf', 'fotos/casa de playa – ñandú/日本語.jpg', "odd/it's+50%&more!*.txt"];
    for (const [index, key] of keys.entries()) {
      await storage.put(key, Buffer.from(`body ${index}`), 'text/plain');
      expect(s3.objects.get(key)?.body.toString()).toBe(`body ${index}`);
      expect((await storage.get(key))?.toString()).toBe(`body ${index}`);
    }
    const last = s3.requests.at(-1);
    expect(last?.path).toBe('/openhouse-files/odd/it%27s%2B50%25%26more%21%2A.txt');
  });

  it('throws, naming the status, when the secret is wrong', async () => {
    const storage = createS3Storage({ ...options, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('x/y.txt', Buffer.from('nope'))).rejects.toThrow(/403: SignatureDoesNotMatch/);
    await expect(storage.get('x/y.txt')).rejects.toThrow(/403/);
    await expect(storage.delete('x/y.txt')).rejects.toThrow(/403/);
    expect(s3.objects.has('x/y.txt')).toBe(false);
  });

  it('throws for an unknown access key and for a missing bucket', async () => {
    await expect(createS3Storage({ ...options, accessKeyId: 'AKIDOTHER' }).get('a.txt')).rejects.toThrow(/403: InvalidAccessKeyId/);
    await expect(createS3Storage({ ...options, bucket: 'other-bucket' }).get('a.txt')).rejects.toThrow(/NoSuchBucket/);
    await expect(createS3Storage({ ...options, bucket: 'other-bucket' }).delete('a.txt')).rejects.toThrow(/404: NoSuchBucket/);
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', 'a\0b', ''])('refuses the key %j before any request', async (key) => {
    const before = s3.requests.length;
    const storage = createS3Storage(options);
    await expect(storage.put(key, Buffer.from('evil'))).rejects.toThrow(/Refused storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Refused storage key/);
    expect(s3.requests.length).toBe(before);
  });
});
