// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BestSeatsResponse } from '../../../../contract/seat-availability';
import { AppProviders } from '../../../app/provider';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';
import { setUpComponentTests } from '../../../testing/component-hooks';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { BestSeatsControl } from './best-seats-control';

setUpComponentTests();

const HASH = 'e'.repeat(32);
const block: BestSeatsResponse['seats'] = [
  { seat_id: 501, index: 10, sector: 7, row: '3', seat: '11', cat: 2 },
  { seat_id: 502, index: 11, sector: 7, row: '3', seat: '12', cat: 2 },
];

/** GET /api/scheme/best answers `kept` (the buyer's live offer); POST answers `ask`. */
function serve(kept: (init?: RequestInit) => Response, ask: (init?: RequestInit) => Response = () => json({ response: { seats: [], largest: 0, expires_at: null } })) {
  const fetch = fakeFetch({ '/api/scheme/best': (init) => (init?.method === 'POST' ? ask(init) : kept(init)) });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderControl(onSeats = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BestSeatsControl hash={HASH} calendarId={42} zones={[{ id: 2, label: 'Партер' }]} max={4} sectorName={() => 'Партер'} onSeats={onSeats} />
    </AppProviders>,
  );
  return onSeats;
}

describe('BestSeatsControl', () => {
  it('puts the block the server still keeps for the buyer back in the cart after a reload, once', async () => {
    const expires = new Date(Date.now() + 3.5 * 60_000).toISOString();
    const fetch = serve(() => json({ response: { seats: block, largest: 2, expires_at: expires } }));
    const onSeats = renderControl();
    await waitFor(() => expect(onSeats).toHaveBeenCalledTimes(1));
    expect(onSeats).toHaveBeenCalledWith(block);
    expect(screen.getByTestId('best-seats-result').textContent).toBe('Подобранные для вас места снова в корзине: Партер, ряд 3, места 11–12. Они закреплены за вами ещё 4 минуты');
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/scheme/best'));
    expect(asked).toEqual([`/api/scheme/best?hash=${HASH}&calendar_id=42`]);
  });

  it('adds nothing when the buyer has no live offer, or the server has no such endpoint (the platform)', async () => {
    for (const kept of [() => json({ response: { seats: [], largest: 0, expires_at: null } }), () => json({ response: { errorCode: -404, errorText: 'not found' } }, 404)]) {
      const fetch = serve(kept);
      const onSeats = renderControl();
      await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/scheme/best'))).toBe(true));
      // The control stays usable and silent.
      expect(screen.getByTestId('best-seats-find')).toHaveProperty('disabled', false);
      expect(screen.getByTestId('best-seats-result').textContent).toBe('');
      expect(onSeats).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('tells the buyer the per-client cap (-9998) and too many asks (429) in their language', async () => {
    const answers = [
      () => json({ response: { errorCode: '-9998', errorText: 'server text' } }, 409),
      () => json({ response: { errorCode: '-429', errorText: 'slow down' } }, 429),
      () => json({ response: { errorCode: '-9999', errorText: 'boom' } }, 500),
    ];
    let next = 0;
    serve(
      () => json({ response: { seats: [], largest: 0, expires_at: null } }),
      () => answers[next++]!(),
    );
    const onSeats = renderControl();
    const result = screen.getByTestId('best-seats-result');
    for (const text of [
      'Для вас уже подобрано максимум мест на этот сеанс. Оформите заказ на подобранные места или попробуйте снова через несколько минут',
      'Слишком много запросов подряд. Подождите минуту и попробуйте снова',
      'Не удалось подобрать места. Попробуйте ещё раз',
    ]) {
      await waitFor(() => expect(screen.getByTestId('best-seats-find')).toHaveProperty('disabled', false));
      fireEvent.click(screen.getByTestId('best-seats-find'));
      await waitFor(() => expect(result.textContent).toBe(text));
    }
    expect(onSeats).not.toHaveBeenCalled();
  });

  it('says so in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      serve(
        () => json({ response: { seats: [], largest: 0, expires_at: null } }),
        () => json({ response: { errorCode: '-9998', errorText: '' } }, 409),
      );
      renderControl();
      fireEvent.click(screen.getByTestId('best-seats-find'));
      await waitFor(() => expect(screen.getByTestId('best-seats-result').textContent).toMatch(/^The most seats best available may keep for you/));
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});
