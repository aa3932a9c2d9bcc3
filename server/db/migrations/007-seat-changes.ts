// The seat change journal (issue 16): every change of a place's state (held, released,
// expired, sold, refunded) and of the catalogue is queued by triggers in the transaction
// that makes it, so the order code needs no calls of its own and a rolled-back change
// leaves nothing behind. A sequencer (server/live/journal.ts) moves committed queue rows
// into seat_changes with ids in commit order, which listeners on every instance read.

/** Tables the afisha and the booking loads read: a change to any invalidates their caches. */
const CATALOGUE_TABLES = [
  'settings', 'menu_kinds', 'main_menus', 'sub_menus', 'images', 'halls', 'hall_sectors', 'zones', 'venues', 'tags',
  'categories', 'checkboxes', 'events', 'event_tags', 'event_checkboxes', 'compositions', 'sessions', 'zone_quotas', 'prices',
];

const tables = `
-- What triggers queue: (session, place) whose state may have changed; a NULL place is a
-- counted zone of the session, a NULL session the catalogue.
CREATE TABLE seat_change_queue (
  queue_id INTEGER PRIMARY KEY,
  calendar_id INTEGER,
  seat_id INTEGER
);
-- The journal: change_id increases in commit order; status is the place's state when the
-- change was sequenced (0 free, 1 held, 2 sold; NULL for counted zones and the catalogue);
-- prev_id is the session's previous change, so that a listener can tell it missed none.
CREATE TABLE seat_changes (
  change_id BIGINT NOT NULL PRIMARY KEY,
  calendar_id INTEGER,
  seat_id INTEGER,
  status INTEGER,
  prev_id BIGINT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX seat_changes_session ON seat_changes (calendar_id, change_id);
-- The last change id per session (calendar_id 0: the whole journal).
CREATE TABLE seat_change_heads (
  calendar_id BIGINT NOT NULL PRIMARY KEY,
  last_id BIGINT NOT NULL
);
`;

const sqliteCatalogue = CATALOGUE_TABLES.flatMap((t) =>
  ['INSERT', 'UPDATE', 'DELETE'].map(
    (op) => `CREATE TRIGGER ${t}_changes_${op.toLowerCase()} AFTER ${op} ON ${t} BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (NULL, NULL);
END;`,
  ),
).join('\n');

export const sql = `${tables}
CREATE TRIGGER seat_holds_changes_insert AFTER INSERT ON seat_holds BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (NEW.calendar_id, NEW.seat_id);
END;
CREATE TRIGGER seat_holds_changes_delete AFTER DELETE ON seat_holds BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (OLD.calendar_id, OLD.seat_id);
END;
CREATE TRIGGER order_lines_changes_insert AFTER INSERT ON order_lines BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (NEW.calendar_id, NEW.seat_id);
END;
CREATE TRIGGER order_lines_changes_refund AFTER UPDATE OF refunded ON order_lines WHEN OLD.refunded <> NEW.refunded BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (NEW.calendar_id, NEW.seat_id);
END;
CREATE TRIGGER order_lines_changes_delete AFTER DELETE ON order_lines BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (OLD.calendar_id, OLD.seat_id);
END;
CREATE TRIGGER orders_changes AFTER UPDATE OF status, reserve_until ON orders
  WHEN OLD.status <> NEW.status OR OLD.reserve_until <> NEW.reserve_until BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) SELECT calendar_id, seat_id FROM order_lines WHERE order_id = NEW.order_id;
END;
${sqliteCatalogue}
`;

// PostgreSQL: the same, with trigger functions; the catalogue's triggers fire once per statement.
const pgCatalogue = CATALOGUE_TABLES.map(
  (t) => `CREATE TRIGGER ${t}_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION seat_change_catalogue();`,
).join('\n');

export const postgres = `${tables}
CREATE FUNCTION seat_change_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (OLD.calendar_id, OLD.seat_id);
    RETURN OLD;
  END IF;
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (NEW.calendar_id, NEW.seat_id);
  RETURN NEW;
END $$;
CREATE FUNCTION seat_change_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.reserve_until IS DISTINCT FROM OLD.reserve_until THEN
    INSERT INTO seat_change_queue (calendar_id, seat_id) SELECT calendar_id, seat_id FROM order_lines WHERE order_id = NEW.order_id;
  END IF;
  RETURN NEW;
END $$;
CREATE FUNCTION seat_change_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) VALUES (NULL, NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER seat_holds_changes AFTER INSERT OR DELETE ON seat_holds FOR EACH ROW EXECUTE FUNCTION seat_change_place();
CREATE TRIGGER order_lines_changes AFTER INSERT OR DELETE ON order_lines FOR EACH ROW EXECUTE FUNCTION seat_change_place();
CREATE TRIGGER order_lines_changes_refund AFTER UPDATE OF refunded ON order_lines FOR EACH ROW
  WHEN (OLD.refunded IS DISTINCT FROM NEW.refunded) EXECUTE FUNCTION seat_change_place();
CREATE TRIGGER orders_changes AFTER UPDATE OF status, reserve_until ON orders FOR EACH ROW EXECUTE FUNCTION seat_change_order();
${pgCatalogue}
`;
