// The language the buyer paid in, so that the bank's way back lands on the order page in it.
export const sql = `
ALTER TABLE payments ADD COLUMN lang TEXT;
`;
