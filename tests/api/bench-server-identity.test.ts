import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { freePort, isOurServer } from '../../bench/api/server-identity';

describe('the API bench measures its own server', () => {
  let server: TestServer;
  const secret = 'bench-secret-'.padEnd(40, 'x');
  beforeAll(async () => {
    server = await startServer({ config: { secret } });
  });
  afterAll(() => server.close());

  it('asks the OS for a port nothing listens on', async () => {
    const port = await freePort();
    const probe = http.createServer();
    // Free: we can take it ourselves.
    await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });

  it('recognises its server by the secret, and refuses another one on the port', async () => {
    expect(await isOurServer(server.url, secret)).toBe(true);
    expect(await isOurServer(server.url, 'another secret')).toBe(false);
    const foreign = http.createServer((_req, res) => res.end('{"response":"not a token"}'));
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const { port } = foreign.address() as AddressInfo;
    expect(await isOurServer(`http://127.0.0.1:${port}`, secret)).toBe(false);
    await new Promise<void>((resolve) => foreign.close(() => resolve()));
  });
});
