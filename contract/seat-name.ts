// A seat's name as the map and the server's seat list write it («Партер, ряд 3, место 12»).
// Seats the venue numbers by place have no row: the name then says no «ряд» at all, since a
// row word with nothing after it reads as a row the ticket forgot (docs/product/hall-import.md).

export interface SeatNameWords {
  row: string;
  seat: string;
}

/** The parts that have a value, joined: «Ложа, место 7» for a seat with no row. */
export function seatName(sector: string, row: string, seat: string, words: SeatNameWords): string {
  return [sector, row && `${words.row} ${row}`, seat && `${words.seat} ${seat}`].filter(Boolean).join(', ');
}
