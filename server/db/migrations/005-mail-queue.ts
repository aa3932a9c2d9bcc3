// The outbox becomes a delivery queue (server/mail/): a message is written in the transaction
// that decides it and sent after commit; one the mail server did not take stays unsent and is
// retried with backoff by the periodic sweep. Return applications whose 24-hour link ran out
// unconfirmed lapse and give their tickets back.
export const sql = `
-- kind: 'refund' (a return application's confirmation link), 'order' (the order's tickets).
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'refund';
ALTER TABLE outbox ADD COLUMN order_id INTEGER REFERENCES orders (order_id);
ALTER TABLE outbox ADD COLUMN lang TEXT;
-- One message per fact (an order confirmed once mails once, however often it is completed).
ALTER TABLE outbox ADD COLUMN dedupe_key TEXT;
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
-- Not before this time; also the lease of a message being sent (two sweeps never send it twice).
ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE outbox ADD COLUMN sent_at TEXT;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN message_id TEXT;
CREATE UNIQUE INDEX outbox_dedupe ON outbox (dedupe_key);
CREATE INDEX outbox_unsent ON outbox (sent_at, next_attempt_at);
CREATE INDEX outbox_recipient ON outbox (recipient);
ALTER TABLE return_applications ADD COLUMN lapsed_at TEXT;
`;
