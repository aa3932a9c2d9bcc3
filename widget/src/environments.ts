/**
 * Where the hosted payment page lives: one of five environments, each with two host
 * families (standard and "safe"). The hosts are configuration handed to `createCheckout`;
 * nothing else in the library names a host.
 */

export const ENVIRONMENTS = ['localhost-https', 'localhost', 'IFT', 'UAT', 'PRODUCTION'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Every environment that is not named exactly (any case) runs against PRODUCTION. */
export const DEFAULT_ENVIRONMENT: Environment = 'PRODUCTION';

export type HostFamily = 'standard' | 'safe';

/** The hosted page's address per environment and family, e.g. `https://pay.example/widget`. */
export type HostTable = Record<Environment, Record<HostFamily, string>>;

/** An environment by name; unknown, empty or missing → PRODUCTION. */
export function resolveEnvironment(name: unknown): Environment {
  if (typeof name !== 'string') return DEFAULT_ENVIRONMENT;
  const wanted = name.trim().toLowerCase();
  return ENVIRONMENTS.find((e) => e.toLowerCase() === wanted) ?? DEFAULT_ENVIRONMENT;
}

/**
 * The hosted page of the chosen environment and family, checked: an absolute http(s)
 * address without query or fragment (the library adds its own query).
 */
export function hostedPage(hosts: HostTable, environment: unknown, safe: boolean): URL {
  const env = resolveEnvironment(environment);
  const family: HostFamily = safe ? 'safe' : 'standard';
  const raw = hosts?.[env]?.[family];
  if (typeof raw !== 'string' || raw === '') throw new Error(`no ${family} host configured for ${env}`);
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`the ${family} host of ${env} is not a web address: ${raw}`);
  if (url.search || url.hash) throw new Error(`the ${family} host of ${env} must carry no query or fragment: ${raw}`);
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** Sandbox paths of the two families: the reference server's sandbox bank serves both. */
export const SANDBOX_PATHS: Record<HostFamily, string> = { standard: '/sandbox/widget', safe: '/sandbox/safe/widget' };

/**
 * The demo's table: every environment points to the sandbox bank at `origin` (the site
 * that served the library). A bank's own build would list its real hosts instead.
 */
export function sandboxHosts(origin: string): HostTable {
  const base = new URL(origin).origin;
  const families = { standard: base + SANDBOX_PATHS.standard, safe: base + SANDBOX_PATHS.safe };
  return Object.fromEntries(ENVIRONMENTS.map((e) => [e, { ...families }])) as HostTable;
}
