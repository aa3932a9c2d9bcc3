import net from 'node:net';

/** A free port on loopback: taken, and given back for the caller to listen on. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    }).on('error', reject);
  });
