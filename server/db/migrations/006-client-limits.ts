// Limits per client (issue 17): who placed an order, for the caps on unpaid holds per event
// session, and rate-limit counters that every server instance shares.
export const sql = `
-- The browser session (its CSRF cookie) and the address that placed the order.
ALTER TABLE orders ADD COLUMN client_sid TEXT;
ALTER TABLE orders ADD COLUMN client_ip TEXT;
CREATE INDEX orders_client_sid ON orders (client_sid, status);
CREATE INDEX orders_client_ip ON orders (client_ip, status);
-- One row per bucket (group and client) and window; win is the window's start in ms.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  win INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, win)
);
CREATE INDEX rate_limits_win ON rate_limits (win);
`;
