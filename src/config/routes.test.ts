import { describe, expect, it } from 'vitest';
import { eventRoute, routes } from './routes';

const hash = 'a'.repeat(40);

describe('route builders', () => {
  it('build the spec paths, with optional date and time in order', () => {
    expect(routes.event(hash)).toBe(`/event/${hash}`);
    expect(routes.event(hash, '2025-07-26')).toBe(`/event/${hash}/2025-07-26`);
    expect(routes.event(hash, '2025-07-26', '14:00')).toBe(`/event/${hash}/2025-07-26/14:00`);
    expect(routes.event(hash, undefined, '14:00')).toBe(`/event/${hash}`);
    expect(routes.scheme(hash, '2025-07-26')).toBe(`/scheme/${hash}/2025-07-26`);
    expect(routes.orderView('h1')).toBe('/order/h1');
    expect(routes.orderReturn('h1')).toBe('/order/return/h1');
    expect(routes.orderDeclined('h1')).toBe('/order/declined/h1');
    expect(routes.ticketsNominal('h1')).toBe('/nominal-tickets/h1');
    expect(routes.ticket('t1')).toBe('/ticket/t1');
  });

  it('escape what would break a path', () => {
    expect(routes.orderView('a/b?c')).toBe('/order/a%2Fb%3Fc');
  });

  it('pick the scheme route only for hash_id with useseatsvg 1', () => {
    expect(eventRoute({ hash_id: hash, useseatsvg: 1 })).toBe(`/scheme/${hash}`);
    expect(eventRoute({ hash_id: hash, useseatsvg: 0 })).toBe(`/event/${hash}`);
    expect(eventRoute({ hash_id: '', useseatsvg: 1 })).toBeNull();
  });
});
