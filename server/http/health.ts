import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/driver';

const READY_TIMEOUT_MS = 2000;

/**
 * For the orchestrator or load balancer. `/livez`: the process answers (restart it if not).
 * `/readyz`: it can reach its database within 2 s (send it traffic only then); 503 while the
 * database is unreachable, so a proxy takes the instance out instead of sending it buyers.
 */
export function installHealth(app: FastifyInstance, db: Db): void {
  app.get('/livez', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.get('SELECT 1 AS ok'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok', database: db.dialect };
    } catch (err) {
      req.log.warn({ err }, 'not ready: the database does not answer');
      return reply.status(503).send({ status: 'unavailable', database: db.dialect, reason: 'the database does not answer' });
    } finally {
      clearTimeout(timer);
    }
  });
}
