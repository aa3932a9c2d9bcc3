// The calendar speaks dd.mm.yyyy (the platform's days); routes speak YYYY-MM-DD.

const RU_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `26.07.2025` → `2025-07-26`; null for anything else. */
export function isoFromRuDay(day: string): string | null {
  const m = RU_DAY.exec(day);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** `2025-07-26` → `26.07.2025`; null for anything else (a hand-edited route, say). */
export function ruDayFromIso(iso: string | undefined | null): string | null {
  const m = iso ? ISO_DAY.exec(iso) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : null;
}

/** A route's time segment, when it is a real HH:MM. */
export function routeTime(time: string | undefined | null): string | null {
  return time && HH_MM.test(time) ? time : null;
}
