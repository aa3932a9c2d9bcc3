import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { e2ePortProblem, e2ePorts } from './e2e-ports';

describe('npm test: the browser tests\' ports', () => {
  it('are 8181-8183 unless E2E_PORT moves them (to it, +100 and +150)', () => {
    expect(e2ePorts({})).toEqual([8181, 8182, 8183]);
    expect(e2ePorts({ E2E_PORT: '9000' })).toEqual([9000, 9100, 9150]);
  });

  it('says which port is taken and how to move them', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      const problem = await e2ePortProblem({ E2E_PORT: String(port) });
      expect(problem).toContain(`${port} is in use`);
      expect(problem).toContain('E2E_PORT=');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect(await e2ePortProblem({ E2E_PORT: String(port) })).toBeNull();
  });
});
