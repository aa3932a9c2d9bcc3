// Orders and everything that hangs off them. Money is stored in roubles (REAL, two decimals).
export const sql = `
-- status: 0 reserved (live until reserve_until), 20 confirmed, 90 cancelled.
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  ord_num TEXT NOT NULL UNIQUE,
  event_id INTEGER REFERENCES events (event_id),
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  reserve_until TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'ru',
  fio TEXT,
  surname TEXT,
  name TEXT,
  patronymic TEXT,
  phone TEXT,
  email TEXT,
  pushkin INTEGER NOT NULL DEFAULT 0,
  client_id INTEGER REFERENCES clients (id),
  subscrit_id INTEGER,
  referral TEXT,
  -- tickets + extras, before discounts; service fees separately
  total REAL NOT NULL DEFAULT 0,
  service_total REAL NOT NULL DEFAULT 0,
  discount REAL NOT NULL DEFAULT 0,
  bonuses_used INTEGER NOT NULL DEFAULT 0,
  promo_code TEXT,
  card_code TEXT,
  paid_amount REAL NOT NULL DEFAULT 0,
  refunded_amount REAL NOT NULL DEFAULT 0,
  paid_at TEXT,
  pushkin_status INTEGER,
  -- why an operator should look at this order (e.g. a late payment that was refunded)
  flagged TEXT,
  source TEXT NOT NULL DEFAULT 'web'
);
CREATE INDEX orders_live ON orders (status, reserve_until);
CREATE TABLE order_lines (
  line_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  calendar_id INTEGER NOT NULL REFERENCES sessions (calendar_id),
  price_id INTEGER REFERENCES prices (price_id),
  zonelevel_id INTEGER NOT NULL,
  seat_id INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- places given back by confirmed refunds; they are on sale again
  refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= quantity),
  price REAL NOT NULL,
  priceservise REAL NOT NULL DEFAULT 0
);
CREATE INDEX order_lines_session ON order_lines (calendar_id, zonelevel_id);
CREATE INDEX order_lines_order ON order_lines (order_id);
-- A seat belongs to at most one live order per session: the primary key enforces it.
CREATE TABLE seat_holds (
  calendar_id INTEGER NOT NULL REFERENCES sessions (calendar_id),
  seat_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  PRIMARY KEY (calendar_id, seat_id)
);
CREATE INDEX seat_holds_order ON seat_holds (order_id);
-- One ticket per admitted unit of a line; extras (special offers) hang off a ticket.
-- status: 0 returnable, 60 refund applied (not confirmed), 70 refunded.
CREATE TABLE tickets (
  ticket_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  line_id INTEGER REFERENCES order_lines (line_id),
  tickethash_id TEXT NOT NULL UNIQUE,
  ticketcode TEXT NOT NULL UNIQUE,
  tickettype INTEGER NOT NULL DEFAULT 1,
  price REAL NOT NULL,
  priceservise REAL NOT NULL DEFAULT 0,
  quant INTEGER NOT NULL DEFAULT 1,
  parent_id INTEGER REFERENCES tickets (ticket_id),
  package_id INTEGER,
  status INTEGER NOT NULL DEFAULT 0,
  personname TEXT
);
CREATE INDEX tickets_order ON tickets (order_id);
CREATE TABLE payment_types (
  creditcompany_id INTEGER PRIMARY KEY,
  protocol_type TEXT NOT NULL,
  protocol_kind TEXT NOT NULL,
  name TEXT NOT NULL,
  descript TEXT NOT NULL,
  sortnum INTEGER NOT NULL DEFAULT 0
);
-- status: created, paid, declined, refunded
CREATE TABLE payments (
  payment_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  invoice_id TEXT NOT NULL UNIQUE,
  creditcompany_id INTEGER NOT NULL,
  amount REAL NOT NULL,
  status TEXT NOT NULL DEFAULT 'created',
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX payments_order ON payments (order_id);
CREATE TABLE special_offers (
  package_id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  price_id INTEGER NOT NULL,
  cost REAL NOT NULL,
  name TEXT NOT NULL,
  -- how many of this offer one ticket may carry
  per_ticket INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY,
  percent REAL NOT NULL,
  use_limit INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0 CHECK (used <= use_limit)
);
CREATE TABLE return_reasons (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  descript TEXT NOT NULL
);
CREATE TABLE return_applications (
  application_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  reason_id INTEGER NOT NULL REFERENCES return_reasons (id),
  ticket_ids TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at TEXT NOT NULL,
  conf_hash TEXT NOT NULL UNIQUE,
  conf_expires TEXT NOT NULL,
  confirmed_at TEXT
);
CREATE TABLE doc_types (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  note TEXT NOT NULL
);
CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE regions (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  name TEXT NOT NULL
);
CREATE TABLE holders (
  ticket_id INTEGER PRIMARY KEY REFERENCES tickets (ticket_id),
  surname TEXT NOT NULL,
  name TEXT NOT NULL,
  middlename TEXT,
  age INTEGER,
  birth_date TEXT,
  doc_type_id INTEGER,
  doc_num TEXT,
  country_id INTEGER,
  region_id INTEGER
);
CREATE TABLE crm_sessions (
  session_id TEXT PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients (id),
  created_at TEXT NOT NULL
);
-- Mail the server would send (refund confirmation links); the demo shows it in the log.
CREATE TABLE outbox (
  mail_id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
