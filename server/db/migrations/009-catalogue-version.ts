// The catalogue's version (issue 17): the order path keeps the catalogue rows it plans with
// (events, sessions, prices, hall seats, consents) in each process, and every hold compares
// the version its plan was made at with this row, inside the statement or transaction that
// writes the order. Triggers bump it on any write to those tables, whatever makes the write
// (seeder, a test, an operator's SQL), so a cache on any instance can be stale only until
// its next order, which then plans again.

/** The tables an order is planned from. */
const PLANNED_FROM = ['events', 'venues', 'checkboxes', 'event_checkboxes', 'sessions', 'prices', 'hall_seats', 'zone_quotas'];

const table = `
CREATE TABLE catalogue_version (
  id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (1, 1);
`;

// SQLite has row triggers only (a bulk insert bumps once a row; seeding 73k hall seats adds
// a few tenths of a second once).
export const sql = `${table}
${PLANNED_FROM.flatMap((t) =>
  ['INSERT', 'UPDATE', 'DELETE'].map(
    (op) => `CREATE TRIGGER ${t}_version_${op.toLowerCase()} AFTER ${op} ON ${t} BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;`,
  ),
).join('\n')}
`;

// PostgreSQL: once a statement. The row's lock is held by the writing transaction until it
// ends; an order only reads the row, so it never waits for it.
export const postgres = `${table}
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
${PLANNED_FROM.map(
  (t) => `CREATE TRIGGER ${t}_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();`,
).join('\n')}
`;
