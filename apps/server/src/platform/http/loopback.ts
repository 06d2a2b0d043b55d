import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The client addresses a proxy may have named: X-Forwarded-For, X-Real-IP and RFC 7239 Forwarded `for=`. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const headers = request.headers;
  const listed = [headers['x-forwarded-for'], headers['x-real-ip']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','));
  const forwarded = [headers.forwarded].flat().filter((value): value is string => typeof value === 'string');
  const forValues = forwarded.flatMap((value) => [...value.matchAll(/for=("?)\[?([^\]";,]*)\]?\1/gi)].map((match) => match[2] ?? ''));
  return [...listed, ...forValues].map((address) => address.trim()).filter(Boolean);
}

/**
 * Whether the request comes from this computer. Both the socket's peer and every address a proxy named must be
 * loopback: the socket alone would let a proxy on this host pass everyone on, and the forwarded addresses alone
 * (what TRUST_PROXY reads into request.ip) can be written by any client.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return forwardedAddresses(request).every((address) => LOOPBACK.has(address));
}
