/** A row of the `prices` table (server/db/migrations/001-catalogue.ts), as SELECT * reads it. */
export interface PriceTableRow {
  price_id: number;
  event_id: number;
  pricetype_id: number;
  clientcategory_id: number;
  zonelevel_id: number;
  price: number;
  priceservise: number;
  currency_id: number;
  minlimit: number;
  maxlimit: number;
  needprice: number;
  passagequant: number;
  useproculture: number;
  usecard: number;
  usepromo: number;
  is_group: number;
}
