import { DatabaseUrlError, type Db } from './driver';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';

/**
 * `sqlite:<path>` (relative to the working folder), `sqlite::memory:`, or
 * `postgres://user:password@host:port/database` (`postgresql://` too; libpq's query
 * parameters such as `?sslmode=require` are understood). `poolSize`: PostgreSQL connections.
 */
export function openDatabase(url: string, poolSize?: number): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new DatabaseUrlError('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/storefront.db');
    return openSqlite(file);
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new DatabaseUrlError('DATABASE_URL postgres://… is not a valid address, e.g. postgres://user:password@localhost:5432/storefront');
    }
    return openPostgres(url, poolSize);
  }
  throw new DatabaseUrlError(`DATABASE_URL must start with sqlite: or postgres://, got "${url.replace(/\/\/[^@/]*@/, '//…@')}"`);
}
