/** The plan's catalogue rows are older than the database's: the order is planned again (orders/place.ts). */
export class StaleCatalogue extends Error {
  constructor() {
    super('the catalogue changed since the order was planned');
  }
}
