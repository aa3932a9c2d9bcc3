import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/driver';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/seed/prepare';
import { admin } from './postgres-cluster';

export interface TestServer {
  url: string;
  /** The database's DATABASE_URL (another server may be started on it: `database`). */
  databaseUrl: string;
  app: FastifyInstance;
  db: Db;
  dir: string;
  /** A client with its own session cookie and CSRF token, like one browser tab. */
  client(): ApiClient;
  close(): Promise<void>;
}

/**
 * A clock held in the middle of the current minute, for tests that count requests up to a
 * limit: the limits count in fixed one-minute windows, and a loaded machine crossing into the
 * next minute between two requests reset the count (the whole suite saw 200 and 404 for an
 * expected 429).
 */
export function heldMinute(): () => Date {
  const held = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  return () => held;
}

export interface StartOptions {
  now?: () => Date;
  config?: Partial<ServerConfig>;
  /** Files for a fake built client (history fallback tests). */
  clientFiles?: Record<string, string>;
  /** Fastify's logger (off unless given: a stream to read the log lines, say). */
  logger?: FastifyServerOptions['logger'];
  /** An existing database (another test server's `databaseUrl`): a second instance on it, which leaves it in place. */
  database?: string;
  /** PostgreSQL connections of the server's pool (the server's default unless given). */
  poolSize?: number;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the seeded database for one test server or process: a file copied from the
 * template (SQLite), or a database created from the template database (PostgreSQL, `api-pg`).
 */
export async function freshDatabase(): Promise<TestDatabase> {
  if (inject('testDb') === 'postgres') {
    const name = `t_${crypto.randomBytes(8).toString('hex')}`;
    const adminUrl = inject('pgAdminUrl');
    await admin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    return {
      url: adminUrl.replace(/\/postgres$/, `/${name}`),
      drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  const file = path.join(dir, 'test.db');
  fs.copyFileSync(inject('templateDb'), file);
  return { url: `sqlite:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Every test client comes from one address, and most suites create orders by the hundred:
 * the per-client limits are lifted unless a test sets its own (client-limits.test.ts).
 */
export const GENEROUS_CLIENT_LIMITS: ServerConfig['clientLimits'] = {
  ordersPerMinute: 1_000_000, captchaAfter: 1_000_000, heldPerClient: 1_000_000, heldPerAddress: 1_000_000, demoPerMinute: 1_000_000,
  offeredPerClient: 1_000_000, offeredPerAddress: 1_000_000,
};

/** The real server, in-process, on a free port, with a temporary copy of the seeded database (SQLite or PostgreSQL). */
export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  const fresh = opts.database ? undefined : await freshDatabase();
  const databaseUrl = opts.database ?? fresh!.url;
  const clientDir = path.join(dir, 'client');
  for (const [name, body] of Object.entries(opts.clientFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, name), body);
  }
  const db = openDatabase(databaseUrl, opts.poolSize);
  const now = opts.now ?? (() => new Date());
  await migrate(db);
  await prepareDatabase(db, now());
  const config = { ...loadConfig({}), clientLimits: GENEROUS_CLIENT_LIMITS, clientDir, ...opts.config };
  const app = await buildApp({ db, config, now, logger: opts.logger ?? false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Links are built on PUBLIC_URL: the server's own address unless the test names another.
  if (!opts.config?.publicUrl) config.publicUrl = url;
  return {
    url,
    databaseUrl,
    app,
    db,
    dir,
    client: () => new ApiClient(url),
    async close() {
      await app.close();
      await db.close();
      await fresh?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ApiResult<T = unknown> {
  status: number;
  body: { response: T };
  headers: Headers;
}

export class ApiClient {
  private cookie = '';
  private token = '';

  constructor(readonly base: string) {}

  /** The same browser session (cookie and token) talking to another instance. */
  on(base: string): ApiClient {
    const other = new ApiClient(base);
    other.cookie = this.cookie;
    other.token = this.token;
    return other;
  }

  async fetchToken(): Promise<string> {
    const res = await fetch(`${this.base}/api/token`, { headers: { 'X-Requested-With': 'XMLHttpRequest', cookie: this.cookie } });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    this.token = ((await res.json()) as { response: string }).response;
    return this.token;
  }

  async get<T = unknown>(p: string): Promise<ApiResult<T>> {
    const res = await fetch(`${this.base}${p}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', cookie: this.cookie } });
    return { status: res.status, body: (await res.json()) as { response: T }, headers: res.headers };
  }

  /** GETs a page (HTML) with the session's cookie, as the browser that holds it. */
  async page(p: string): Promise<{ status: number; text: string; headers: Headers }> {
    const res = await fetch(`${this.base}${p}`, { headers: { cookie: this.cookie } });
    return { status: res.status, text: await res.text(), headers: res.headers };
  }

  /** POSTs JSON (or a raw string body) with the session's CSRF token. */
  async post<T = unknown>(p: string, body: unknown, init: { headers?: Record<string, string>; raw?: boolean } = {}): Promise<ApiResult<T>> {
    if (!this.token) await this.fetchToken();
    const res = await fetch(`${this.base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': this.token, cookie: this.cookie, ...init.headers },
      body: init.raw ? (body as string) : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { response: T }, headers: res.headers };
  }
}
