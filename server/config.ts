import net from 'node:net';
import path from 'node:path';
import type { LiveOptions } from './live/hub';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Folder with the built client (index.html and assets). */
  clientDir: string;
  captchaEnabled: boolean;
  logLevel: string;
  /** Secret for CSRF tokens; generated and stored in the database when not given. */
  secret: string | undefined;
  bodyLimit: number;
  /** How long an unpaid order holds its places (the platform's reservetime), seconds. */
  reserveSeconds: number;
  /** Requests per minute per client address for the rate-limited groups. */
  rateLimits: { captcha: number; promo: number; lookup: number };
  /**
   * Which peers may tell the client's address in X-Forwarded-For: none (the default: the
   * socket's address counts), the nearest `n` hops, or these proxies' addresses/subnets.
   */
  trustProxy: false | number | string[];
  /**
   * The site's public address (scheme, host, optional port and path, no trailing slash):
   * links in e-mail are built on it, never on a request's Host header.
   */
  publicUrl: string;
  /** Outgoing mail server (`smtp://` or `smtps://`); unset: mail stays in the outbox, read in the sandbox mailbox. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail. */
  mailFrom: string;
  clientLimits: ClientLimits;
  /** Connections each server process keeps to PostgreSQL. */
  databasePool: number;
  /**
   * PostgreSQL: seat orders that arrive together go to the database as one statement of at
   * most this many orders (server/orders/seat-batch.ts); 1 sends each order on its own.
   */
  orderBatch: number;
  /** Live seat changes (server/live): polling, and the bounds on listeners. */
  live: LiveOptions;
  /** The waiting list (server/waitlist, docs/product/waiting-list.md). */
  waitlist: WaitlistOptions;
  /** Test-only: shorter SMTP waits (ms) than the defaults (10 s to connect and greet, 30 s idle). Never set from the environment. */
  smtpTimeouts?: { connection: number; greeting: number; socket: number };
  /**
   * Test-only: take holds without the transaction and seat locks, so that the
   * concurrency tests can prove they would catch double sales. Never set from the environment.
   */
  unsafeUnlockedHolds?: boolean;
  /**
   * Test-only: the batched seat hold lets orders of one statement share a seat and skips a
   * seat whose hold is taken instead of failing, so that the race tests can prove they would
   * catch a batch that is not all-or-nothing per order. Never set from the environment.
   */
  unsafeBatchIgnoresConflicts?: boolean;
  /**
   * Test-only: offering passes take neither the session's lease nor the waiter's claim, and
   * wait between choosing places and holding them, so that the race tests can prove they would
   * catch a waiter offered twice or served out of turn. Never set from the environment.
   */
  unsafeWaitlistUnlocked?: boolean;
}

export interface WaitlistOptions {
  /** How long places offered to a waiter are held for them, minutes (WAITLIST_HOLD_MINUTES). */
  holdMinutes: number;
  /** How often lapsed offers and places that came back without a request are looked for, ms. */
  sweepMs: number;
}

/**
 * Limits per client against hoarding and abuse (0 turns one off). A client is its browser session (the CSRF
 * cookie) and, separately, its address: rotating cookies does not escape the address's limits.
 */
export interface ClientLimits {
  /** Order creations per minute, per browser session and per address (then 429). */
  ordersPerMinute: number;
  /** Order creations in an hour, per session or address, after which the image captcha is required even with CAPTCHA off. */
  captchaAfter: number;
  /** Places held in live unpaid orders of one event session, per browser session (then 409, -9998). */
  heldPerClient: number;
  /** The same, per address (several buyers may share one). */
  heldPerAddress: number;
  /** Seats kept by live best-available offers of one event session, per browser session (then 409, -9998). */
  offeredPerClient: number;
  /** The same, per address: new cookies from one address do not get more blocks. */
  offeredPerAddress: number;
  /** Demo-hall requests per minute per address. */
  demoPerMinute: number;
}

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  return n;
}

function parsePositive(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** A limit: a positive integer, or 0 for none. */
function parseLimit(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number (0 turns the limit off), got "${raw}"`);
  return n;
}

function parseBool(raw: string | undefined, name: string): boolean {
  if (raw === undefined || raw === '') return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be 1/0, true/false, yes/no or on/off, got "${raw}"`);
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [ip, prefix, ...rest] = entry.split('/');
  const family = net.isIP(ip ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Trusting every peer would let any client pick its own address and so escape the rate
 * limits: only a hop count or explicit proxies are accepted.
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrSubnet(e));
  if (!entries.length || bad.length) {
    throw new ConfigError(`TRUST_PROXY must be off, a hop count or a comma-separated list of proxy addresses/subnets (or loopback, linklocal, uniquelocal), got "${raw}"`);
  }
  return entries;
}

/** An http(s) address without credentials, query or fragment; kept without its trailing slash. */
function parsePublicUrl(raw: string | undefined, port: number): string {
  const value = raw?.trim() ?? '';
  if (value === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) address such as https://tickets.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address without credentials, query or fragment, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function parseSmtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be an address such as smtp://user:password@mail.example.com:587 or smtps://…:465');
  }
  // The address may carry a password: it is never echoed back.
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//…"`);
  if (!url.hostname) throw new ConfigError('SMTP_URL must name the mail server');
  return value;
}

/** `Name <address>` or a bare address; the address must look like one. */
function parseMailFrom(raw: string | undefined, publicUrl: string): string {
  const value = raw?.trim() ?? '';
  if (value === '') return `Afisha <noreply@${new URL(publicUrl).hostname}>`;
  const address = /<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(address) || /[\r\n]/.test(value)) throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/storefront.db',
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/client'),
    captchaEnabled: parseBool(env.CAPTCHA, 'CAPTCHA'),
    logLevel: env.LOG_LEVEL || 'info',
    secret: env.SESSION_SECRET || undefined,
    bodyLimit: 256 * 1024,
    reserveSeconds: parsePositive(env.RESERVE_SECONDS, 'RESERVE_SECONDS', 900),
    rateLimits: {
      captcha: parsePositive(env.RATE_LIMIT_CAPTCHA, 'RATE_LIMIT_CAPTCHA', 30),
      promo: parsePositive(env.RATE_LIMIT_PROMO, 'RATE_LIMIT_PROMO', 10),
      lookup: parsePositive(env.RATE_LIMIT_LOOKUP, 'RATE_LIMIT_LOOKUP', 120),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM, publicUrl),
    clientLimits: {
      ordersPerMinute: parseLimit(env.RATE_LIMIT_ORDER, 'RATE_LIMIT_ORDER', 10),
      captchaAfter: parseLimit(env.ORDER_CAPTCHA_AFTER, 'ORDER_CAPTCHA_AFTER', 10),
      heldPerClient: parseLimit(env.HOLD_LIMIT, 'HOLD_LIMIT', 20),
      heldPerAddress: parseLimit(env.HOLD_LIMIT_ADDRESS, 'HOLD_LIMIT_ADDRESS', 60),
      offeredPerClient: parseLimit(env.OFFER_LIMIT, 'OFFER_LIMIT', 10),
      offeredPerAddress: parseLimit(env.OFFER_LIMIT_ADDRESS, 'OFFER_LIMIT_ADDRESS', 30),
      demoPerMinute: parseLimit(env.RATE_LIMIT_DEMO, 'RATE_LIMIT_DEMO', 30),
    },
    databasePool: parsePositive(env.DATABASE_POOL, 'DATABASE_POOL', 10),
    orderBatch: parsePositive(env.ORDER_BATCH, 'ORDER_BATCH', 32),
    live: {
      // 250 ms: each poll writes a message to every open map of a changed session, and on an
      // on-sale 100 ms made those writes a tenth of the server's time; a seat another buyer takes
      // still shows within a third of a second (bench/README.md, On-sale).
      pollMs: parsePositive(env.LIVE_POLL_MS, 'LIVE_POLL_MS', 250),
      maxPerAddress: parseLimit(env.LIVE_MAX_PER_ADDRESS, 'LIVE_MAX_PER_ADDRESS', 100),
      maxBuffered: parsePositive(env.LIVE_MAX_BUFFERED, 'LIVE_MAX_BUFFERED', 1024 * 1024),
      heartbeatMs: 15_000,
      stallMs: 10_000,
      readMinAgeMs: parsePositive(env.READ_MIN_AGE_MS, 'READ_MIN_AGE_MS', 1000),
    },
    waitlist: {
      holdMinutes: parsePositive(env.WAITLIST_HOLD_MINUTES, 'WAITLIST_HOLD_MINUTES', 15),
      sweepMs: parsePositive(env.WAITLIST_SWEEP_MS, 'WAITLIST_SWEEP_MS', 5000),
    },
  };
}
