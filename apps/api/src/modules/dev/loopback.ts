import { MESSAGES } from '@tifo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The addresses of this machine: IPv4, IPv6 and IPv4 mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The development routes (/dev/mailbox, /dev/clock) answer only this machine: they need no login and can read
 * every mail (reset codes included) and move time. The socket's address counts, never a forwarded header, so a
 * proxy cannot vouch for a caller; anyone else gets the 404 of a route that is not there.
 */
export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLoopback(req.socket.remoteAddress)) return;
  await reply.code(404).send({ message: MESSAGES.status404, code: 'not_found' });
}
