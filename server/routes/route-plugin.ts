import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/**
 * A route module: a Fastify plugin whose routes read as method, path, schema (the contract's
 * zod schemas, typed through the zod type provider), limit (`config.limit`), handler.
 * See server/http/route-rules.ts.
 */
export type RoutePlugin<Extra extends object = object> = FastifyPluginAsyncZod<{ ctx: AppContext } & Extra>;
