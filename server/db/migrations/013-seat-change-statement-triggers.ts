// PostgreSQL: holds and order lines queue their places once per statement, not once per row
// (bench/README.md, On-sale). A batch of holds is one INSERT into seat_holds and one into
// order_lines for all its seats; with 007's row triggers each seat ran a PL/pgSQL call and an
// INSERT of one queue row twice, the largest share of the hold statement's own time after its
// foreign-key checks. The same rows are queued, in the same transaction; only the calls go.
// SQLite's row triggers stay: they run in-process, without a call into a procedural language.
export const sql = `-- SQLite: unchanged (007's row triggers)
SELECT 1;
`;

export const postgres = `
CREATE FUNCTION seat_change_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seat_change_queue (calendar_id, seat_id) SELECT calendar_id, seat_id FROM changed_places;
  RETURN NULL;
END $$;
DROP TRIGGER seat_holds_changes ON seat_holds;
DROP TRIGGER order_lines_changes ON order_lines;
CREATE TRIGGER seat_holds_changes_insert AFTER INSERT ON seat_holds REFERENCING NEW TABLE AS changed_places
  FOR EACH STATEMENT EXECUTE FUNCTION seat_change_places();
CREATE TRIGGER seat_holds_changes_delete AFTER DELETE ON seat_holds REFERENCING OLD TABLE AS changed_places
  FOR EACH STATEMENT EXECUTE FUNCTION seat_change_places();
CREATE TRIGGER order_lines_changes_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS changed_places
  FOR EACH STATEMENT EXECUTE FUNCTION seat_change_places();
CREATE TRIGGER order_lines_changes_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS changed_places
  FOR EACH STATEMENT EXECUTE FUNCTION seat_change_places();
`;
