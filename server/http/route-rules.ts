import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, FastifySchemaValidationError, HTTPMethods, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { invalidRequest } from './errors';
import type { RateLimiter } from './rate-limit';

/** The per-minute limits a route can name; each counts per client address in its own bucket. */
export type LimitGroup = 'captcha' | 'promo' | 'lookup' | 'demo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The limit this route counts against, checked before its schema; `false` says the route
     * has none of its own (its limits, if any, live in the domain: order creation).
     */
    limit?: LimitGroup | false;
  }
  interface FastifyInstance {
    /** Every route as it was declared (method, path, schema, limit), for the checks in tests. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/** What a route declared, as the rules below read it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  hasBodySchema: boolean;
  limit: LimitGroup | false | undefined;
}

/** Where the validation message names the part that failed (the query was "query" before schemas). */
const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/**
 * Contract schemas (zod) validate and parse a route's parts. A missing or null body is read as
 * `{}`, so that it is refused field by field as before.
 */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: result.error.issues as unknown as FastifySchemaValidationError[] };
  };

/**
 * The route conventions (docs/product/server-structure.md, "Routes"): schemas are zod, their
 * refusals are the 400 envelope with the fields that failed, a route's `config.limit` is
 * counted on the shared database counter, and every route's declaration is kept
 * (`app.declaredRoutes`) for the checks in tests. Install before any route.
 */
export function installRouteRules(app: FastifyInstance, limiter: RateLimiter, perMinute: Record<LimitGroup, number>): void {
  app.setValidatorCompiler(zodValidator);
  app.setSchemaErrorFormatter((issues, part) => invalidRequest(issues as unknown as z.core.$ZodIssue[], PART_NAMES[part] ?? part));

  const limitHook = (group: LimitGroup) => async (req: FastifyRequest) => {
    const limit = perMinute[group];
    if (limit) limiter.hit(`${group}:${req.ip}`, limit);
  };

  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route: RouteOptions) => {
    const group = route.config?.limit;
    if (group) {
      // A route's own hook runs after the instance's: after the CSRF check (a request without
      // its token counts against nothing), and before the schema, as the inline check did.
      const own = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [limitHook(group), ...own];
    }
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      declared.push({ method, url: route.url, hasBodySchema: route.schema?.body !== undefined, limit: route.config?.limit });
    }
  });
}

/**
 * Routes that break the conventions: every API route names its limit (or `false`), and every
 * API POST declares its body schema.
 */
export function routeRuleBreaches(routes: readonly DeclaredRoute[]): string[] {
  const breaches: string[] = [];
  for (const r of routes) {
    if (!r.url.startsWith('/api/') || r.method === 'HEAD') continue;
    if (r.limit === undefined) breaches.push(`${r.method} ${r.url}: no config.limit`);
    if (r.method === 'POST' && !r.hasBodySchema) breaches.push(`${r.method} ${r.url}: no body schema`);
  }
  return breaches;
}
