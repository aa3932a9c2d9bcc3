import { describe, expect, it } from 'vitest';
import { addDays, isoFromRu, isoWeekday, ruDay } from './clock';

describe('calendar arithmetic (UTC)', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('converts between ISO and dd.mm.yyyy', () => {
    expect(ruDay('2025-07-26')).toBe('26.07.2025');
    expect(isoFromRu('26.07.2025')).toBe('2025-07-26');
    expect(isoFromRu('2025-07-26')).toBeUndefined();
  });
  it('numbers weekdays from Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});
