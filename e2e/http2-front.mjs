// A TLS front that speaks HTTP/2 to the browser and HTTP/1.1 to the app, as a deployment's proxy or CDN does
// (README, Deploying). Lighthouse measures through it so a first visit's many small scripts share one
// multiplexed connection, as they do for a real visitor, instead of queueing on six HTTP/1.1 connections.
// The certificate is made for the run with openssl and thrown away; the browser is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids in a response (RFC 9113, 8.2.2), and the pseudo-headers of a request. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

function throwawayCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'openhouse-tls-'));
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
  } catch (error) {
    throw new Error(`the HTTP/2 front needs openssl to make its certificate (apt-get install -y openssl): ${error.message}`);
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Starts the front on `port`, forwarding every request to the app at `appPort`. Resolves to a close function. */
export async function startHttp2Front({ port, appPort }) {
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
    headers.host = request.headers[':authority'] ?? request.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request({ host: '127.0.0.1', port: appPort, method: request.method, path: request.url, headers }, (answer) => {
      const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      response.writeHead(answer.statusCode ?? 502, kept);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}
