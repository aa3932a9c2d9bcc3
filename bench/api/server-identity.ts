import net, { type AddressInfo } from 'node:net';
import { tokenFor } from '../../server/http/csrf';

/** A port the OS says is free now (a guessed one may be another server's on a shared machine). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Whether the storefront answering at `base` is the one started with `secret`: its CSRF
 * token is an HMAC of the session cookie under that secret, which no other server produces.
 */
export async function isOurServer(base: string, secret: string): Promise<boolean> {
  const res = await fetch(`${base}/api/token`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const sid = /storefront_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const body = (await res.json().catch(() => null)) as { response?: unknown } | null;
  return !!sid && typeof body?.response === 'string' && body.response === tokenFor(secret, sid);
}
