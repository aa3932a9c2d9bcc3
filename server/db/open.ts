import { DatabaseUrlError, type Db } from './driver';
import { openSqlite } from './sqlite';

/**
 * `sqlite:<path>` (relative to the working folder) or `sqlite::memory:`.
 * `postgres://…` is reserved: the data layer is ready for it, the driver is not written yet.
 */
export function openDatabase(url: string): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new DatabaseUrlError('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/storefront.db');
    return openSqlite(file);
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    throw new DatabaseUrlError('DATABASE_URL postgres://… is reserved for PostgreSQL, which this version does not support yet; use sqlite:<path>.');
  }
  throw new DatabaseUrlError(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}
