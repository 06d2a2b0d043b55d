import { createHash, createHmac } from 'node:crypto';
import type { Storage } from './storage';

export type S3Options = {
  /** Base URL of any S3-compatible service, e.g. https://s3.us-east-1.amazonaws.com or http://localhost:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added here). */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
};

const EMPTY_SHA256 = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: encodeURIComponent leaves !'()* alone, AWS does not. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Refuses keys that a URL parser would rewrite: fetch resolves '.' and '..' segments (even
 * percent-encoded ones), so such a key could reach another object or another bucket.
 * The same rules as local disk, so a key valid on one backend is valid on the other.
 */
function encodeKey(key: string): string {
  const segments = key.split('/');
  const bad = key.includes('\0') || key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new Error(`Refused storage key: ${key}`);
  return segments.map(uriEncode).join('/');
}

/** AWS Signature Version 4 (header form). Returns the headers to send, authorization included. */
export function signV4(input: SignInput): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')])),
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, input.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  // fetch sets Host itself from the URL; sending it again is not allowed.
  const { host: _host, ...toSend } = headers;
  return {
    ...toSend,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** Files in an S3-compatible bucket, addressed path-style so that MinIO, R2, etc. work without DNS tricks. */
export function createS3Storage(options: S3Options): Storage {
  const base = options.endpoint.replace(/\/+$/, '');

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = new URL(`${base}/${uriEncode(options.bucket)}/${encodeKey(key)}`);
    const headers = signV4({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      region: options.region,
      service: 's3',
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      now: new Date(),
    });
    return fetch(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  }

  async function fail(response: Response, what: string): Promise<never> {
    const detail = await response.text().catch(() => '');
    // S3 errors are XML; the <Code> is the useful part and never contains secrets.
    const code = /<Code>([^<]*)<\/Code>/.exec(detail)?.[1] ?? detail.slice(0, 200);
    throw new Error(`S3 ${what} answered ${response.status}: ${code}`);
  }

  return {
    async put(key, body, contentType) {
      const response = await call('PUT', key, body, contentType ?? 'application/octet-stream');
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        // A missing object is an answer; a missing bucket is a misconfiguration.
        const detail = await response.text().catch(() => '');
        if (detail.includes('<Code>NoSuchBucket</Code>')) throw new Error(`S3 GET ${key} answered 404: NoSuchBucket`);
        return null;
      }
      if (!response.ok) return fail(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (response.ok) {
        await response.arrayBuffer();
        return;
      }
      // S3 answers 204 for a missing key; some compatible services answer 404 NoSuchKey instead.
      const detail = await response.text().catch(() => '');
      if (response.status === 404 && !detail.includes('<Code>NoSuchBucket</Code>')) return;
      throw new Error(`S3 DELETE ${key} answered ${response.status}: ${/<Code>([^<]*)<\/Code>/.exec(detail)?.[1] ?? detail.slice(0, 200)}`);
    },
  };
}
