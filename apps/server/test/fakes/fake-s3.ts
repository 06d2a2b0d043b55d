import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Object = { body: Buffer; contentType: string | undefined };

export type FakeS3 = {
  endpoint: string;
  /** Stored objects by decoded key. */
  objects: Map<string, FakeS3Object>;
  /** Every request the fake answered, with its status, for assertions. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
};

export type FakeS3Options = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A small S3-compatible server: path-style PUT/GET/DELETE of objects kept in memory.
 * It checks the SigV4 signature the way S3 does, recomputing it from what arrived on the
 * wire (raw path, headers, body) with the secret it knows, written independently of the
 * adapter so a signing bug cannot cancel itself out.
 */
export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3['requests'] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = handle(req, Buffer.concat(chunks), res);
      requests.push({ method: req.method ?? '', path: req.url ?? '', status });
    });
  });

  function reply(res: ServerResponse, status: number, code?: string): number {
    if (code) {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    } else {
      res.writeHead(status);
      res.end();
    }
    return status;
  }

  function verify(req: IncomingMessage, body: Buffer): string | null {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
    if (!match) return 'AccessDenied';
    const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
    if (accessKeyId !== options.accessKeyId) return 'InvalidAccessKeyId';
    if (region !== options.region) return 'AuthorizationHeaderMalformed';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day!)) return 'SignatureDoesNotMatch';
    const skew = Math.abs(Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z')) - Date.now());
    if (!(skew < 15 * 60_000)) return 'RequestTimeTooSkewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return 'AccessDenied';
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => encode(decodeURIComponent(part.replace(/\+/g, ' ')))))
      .sort(([a = '', av = ''], [b = '', bv = '']) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v = '']) => `${k}=${v}`)
      .join('&');
    const canonicalHeaders = names.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
    const canonicalRequest = [req.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${day}/${region}/s3/aws4_request`, sha256(canonicalRequest)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
    const expected = createHmac('sha256', key).update(stringToSign).digest();
    return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
  }

  function handle(req: IncomingMessage, body: Buffer, res: ServerResponse): number {
    const refusal = verify(req, body);
    if (refusal) return reply(res, refusal === 'XAmzContentSHA256Mismatch' ? 400 : 403, refusal);
    const [bucket, ...segments] = (req.url ?? '/').split('?')[0]!.slice(1).split('/');
    if (decodeURIComponent(bucket ?? '') !== options.bucket) return reply(res, 404, 'NoSuchBucket');
    const key = segments.map((segment) => decodeURIComponent(segment)).join('/');
    if (!key) return reply(res, 400, 'InvalidRequest');
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: req.headers['content-type'] });
      return reply(res, 200);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return reply(res, 204);
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return reply(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'content-length': object.body.length });
      res.end(object.body);
      return 200;
    }
    return reply(res, 405, 'MethodNotAllowed');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
