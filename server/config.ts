import path from 'node:path';

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
}

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  return n;
}

function parseBool(raw: string | undefined, name: string): boolean {
  if (raw === undefined || raw === '') return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be 1/0, true/false, yes/no or on/off, got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/storefront.db',
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/client'),
    captchaEnabled: parseBool(env.CAPTCHA, 'CAPTCHA'),
    logLevel: env.LOG_LEVEL || 'info',
    secret: env.SESSION_SECRET || undefined,
    bodyLimit: 256 * 1024,
  };
}
