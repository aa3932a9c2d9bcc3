// Best-available offers per client (issue 16): the address that asked, so that one address
// rotating browser sessions cannot keep block after block away from other buyers.
export const sql = `
ALTER TABLE seat_offers ADD COLUMN client_ip TEXT;
CREATE INDEX seat_offers_ip ON seat_offers (calendar_id, client_ip);
`;
