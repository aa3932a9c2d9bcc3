// Money sent back through the acquirer, and the sandbox acquirer's own record of it.
export const sql = `
-- One row per refund the storefront decided (a late, short or duplicate payment, a confirmed
-- return). Written in the transaction that decides it; sent to the provider after commit.
-- sent_at stays NULL until the provider accepted it, so the periodic sweep retries it.
CREATE TABLE refunds (
  refund_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  invoice_id TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX refunds_unsent ON refunds (sent_at);
-- What the sandbox bank accepted, keyed by the storefront's refund id so a retry pays once.
-- A real acquirer keeps this on its side.
CREATE TABLE sandbox_refunds (
  refund_key TEXT PRIMARY KEY,
  invoice_id TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at TEXT NOT NULL
);
`;
