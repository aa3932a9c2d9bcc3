import net from 'node:net';

/** The ports the browser tests' servers take (tests/e2e/playwright.config.ts reads the same variables). */
export function e2ePorts(env: NodeJS.ProcessEnv = process.env): number[] {
  const base = Number(env.E2E_PORT ?? 8181);
  const captcha = Number(env.E2E_CAPTCHA_PORT ?? (env.E2E_PORT ? base + 100 : 8182));
  const shortReserve = Number(env.E2E_SHORT_RESERVE_PORT ?? (env.E2E_PORT ? base + 150 : 8183));
  return [base, captcha, shortReserve];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * Before the browser tests: a port another program holds would make Playwright fail after
 * minutes with a bare EADDRINUSE. Returns what to tell the developer, or null when all are free.
 */
export async function e2ePortProblem(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const ports = e2ePorts(env);
  const taken: number[] = [];
  for (const port of ports) if (!(await isFree(port))) taken.push(port);
  if (taken.length === 0) return null;
  const suggestion = Math.max(...ports) + 1000;
  return `The browser tests' servers need ports ${ports.join(', ')}; ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} in use. Move them with E2E_PORT (the servers take E2E_PORT, +100 and +150), e.g. E2E_PORT=${suggestion} npm test.`;
}
