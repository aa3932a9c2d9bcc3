import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contract/envelope';
import { ApiFailure } from './errors';

/**
 * An address as a proxy writes it: IPv4 dotted, IPv6 in its one compressed lower-case form
 * (or IPv4-mapped, `::ffff:1.2.3.4`). Other spellings of one address (`2001:DB8::1`,
 * `2001:0db8::1`) would each count as a client of its own.
 */
function isCanonical(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return true;
  if (family !== 6 || address.includes('%')) return false;
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/.test(address)) return true;
  return new URL(`http://[${address}]`).hostname === `[${address}]`;
}

/**
 * With TRUST_PROXY set, the client's address comes from X-Forwarded-For, which the trusted
 * hops pass on as they got it: a value that is not an address (any text, which would be stored
 * with the order and key the limits) is refused with 400, before any route. A real proxy
 * never sends one; a client that reaches the server past the proxy does.
 */
export function installForwardedAddressCheck(app: FastifyInstance, trustProxy: false | number | string[]): void {
  if (trustProxy === false) return;
  app.addHook('onRequest', async (req) => {
    if (!isCanonical(req.ip)) {
      throw new ApiFailure(400, ErrorCode.badRequest, 'X-Forwarded-For does not name a client address (an IPv4 or IPv6 address as a proxy writes it)');
    }
  });
}
