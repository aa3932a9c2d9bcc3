// The waiting list of sold-out sessions (docs/product/waiting-list.md): one entry per address and
// session, served in joining order (entry_id). A waiter's places are held by an unpaid
// reservation (orders.order_id) made for them, so the sale and the map respect the hold as
// they respect any order's.
export const sql = `
-- state: waiting, offering (a pass is placing their reservation), offered, bought, lapsed (an
-- offer ran out unclaimed), left (unsubscribed).
CREATE TABLE waitlist_entries (
  entry_id INTEGER PRIMARY KEY,
  calendar_id INTEGER NOT NULL REFERENCES sessions (calendar_id),
  email TEXT NOT NULL,
  places INTEGER NOT NULL CHECK (places > 0),
  together INTEGER NOT NULL DEFAULT 1,
  -- JSON list of zonelevel_ids the waiter accepts; NULL: any zone
  zones TEXT,
  max_price REAL,
  lang TEXT NOT NULL DEFAULT 'ru',
  -- the secret of the entry's links (leave the list)
  token TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL DEFAULT 'waiting',
  joined_at TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  order_id INTEGER REFERENCES orders (order_id),
  client_sid TEXT,
  client_ip TEXT,
  UNIQUE (calendar_id, email)
);
CREATE INDEX waitlist_entries_queue ON waitlist_entries (calendar_id, state, entry_id);
CREATE INDEX waitlist_entries_state ON waitlist_entries (state);
-- One offering pass per session at a time across instances: a lease, and a note that places
-- came back meanwhile (the pass runs again before it lets go).
CREATE TABLE waitlist_passes (
  calendar_id INTEGER PRIMARY KEY REFERENCES sessions (calendar_id),
  busy_until TEXT NOT NULL,
  again INTEGER NOT NULL DEFAULT 0
);
`;
