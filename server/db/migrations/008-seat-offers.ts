// Seats that best available proposed to a buyer: kept from other buyers' proposals (and shown
// as held in the availability document) until expires_at, so that two buyers asking at the
// same instant are not offered the same block. An order still takes seats through seat_holds.
export const sql = `
CREATE TABLE seat_offers (
  calendar_id INTEGER NOT NULL REFERENCES sessions (calendar_id),
  seat_id INTEGER NOT NULL,
  client_sid TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (calendar_id, seat_id)
);
CREATE INDEX seat_offers_client ON seat_offers (calendar_id, client_sid);
`;
