import { fixtureHall, generateHall, isFixtureHallName, MAX_GENERATED_SEATS, MIN_GENERATED_SEATS, type Hall } from '../../fixtures/halls';
import type { Lang } from '../../contract/lang';
import { ErrorCode } from '../../contract/envelope';
import { DomainError } from '../domain-error';
import { expand } from './l10n';

const DEMO_LIMIT = 10;
const DEMO_PRICES = [5000, 3500, 2500, 1500, 900, 600];
const generated = new Map<number, Hall>();

/** Generated halls are costly at 200k seats: keep the last few. */
function generatedHall(seats: number): Hall {
  let hall = generated.get(seats);
  if (!hall) {
    hall = generateHall(seats);
    generated.set(seats, hall);
    if (generated.size > 3) generated.delete(generated.keys().next().value!);
  }
  return hall;
}

export function demoHall(query: { seats?: string; hall?: string }): Hall {
  if (query.hall !== undefined) {
    if (!isFixtureHallName(query.hall)) throw new DomainError('notFound', ErrorCode.notFound, `No fixture hall "${query.hall}"`);
    return fixtureHall(query.hall);
  }
  const seats = Number(query.seats ?? 10000);
  if (!Number.isInteger(seats) || seats < MIN_GENERATED_SEATS || seats > MAX_GENERATED_SEATS) {
    throw new DomainError('invalid', ErrorCode.badRequest, `seats must be an integer from ${MIN_GENERATED_SEATS} to ${MAX_GENERATED_SEATS}`);
  }
  return generatedHall(seats);
}

/** A hall as `/api/scheme/map` answers it, every place on sale: the engine demo's data. */
export function demoMap(hall: Hall, lang: Lang) {
  const sectorName = new Map(hall.sectors.map((s) => [s.sector_id, s.name[lang]]));
  const zonePrice = new Map(hall.zones.map((z, i) => [z.zonelevel_id, DEMO_PRICES[i % DEMO_PRICES.length]!]));
  const seatsIn = new Map<number, number>();
  for (const s of hall.seats) seatsIn.set(s.sector_id, (seatsIn.get(s.sector_id) ?? 0) + 1);
  return {
    svg: hall.svg,
    sectors: hall.sectors.map((s) => ({
      sector_id: s.sector_id,
      ...expand('name', s.name),
      total: seatsIn.get(s.sector_id) ?? 0,
      free: seatsIn.get(s.sector_id) ?? 0,
    })),
    seat_numbers: hall.seats.map((s) => ({
      seat_id: s.seat_id, sector: s.sector_id, row: s.row, seat: s.seat, st_id: 0, quant: 1, limit: DEMO_LIMIT,
      seat_name: `${sectorName.get(s.sector_id) ?? ''}, ${s.row} / ${s.seat}`, cat: s.zonelevel_id,
    })),
    seat_stand: hall.stands.map((s) => ({
      seat_id: s.seat_id, sector: s.sector_id, row: '', seat: '', st_id: -1, quant: s.quant, limit: DEMO_LIMIT, seat_name: s.name[lang], cat: s.zonelevel_id,
    })),
    zones: hall.zones.map((z) => ({ zonelevel_id: z.zonelevel_id, color: z.color, ...expand('name', z.name), price: zonePrice.get(z.zonelevel_id)!, priceservise: 0 })),
    ...hall.meta,
  };
}
