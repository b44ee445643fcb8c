import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** The addresses of this machine: IPv4, IPv6 and IPv4 mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A Host header naming this machine: localhost, a 127.x address or [::1], with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return name === 'localhost' || name === '[::1]' || isLoopback(name);
}

/**
 * The development routes (/dev/mailbox, /dev/clock) answer only this machine: they need no login and can read
 * every mail (reset codes included) and move time. The socket's address counts, never a forwarded header, so a
 * proxy cannot vouch for a caller; and the Host header must name this machine too, so that a page of another
 * site whose name resolves to 127.0.0.1 (DNS rebinding) reads nothing. Anyone else gets the 404 of a route that
 * is not there. Behind a proxy every request comes from the proxy's address: TRUST_PROXY turns them off (app.ts).
 */
export async function loopbackOnly(req: FastifyRequest): Promise<void> {
  if (isLoopback(req.socket.remoteAddress) && isLoopbackHost(req.headers.host)) return;
  throw new AppError('not_found');
}
