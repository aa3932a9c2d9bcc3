// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { seatCartMachine } from '../../../../engine/machines';
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

/** GET /api/scheme/best answers `kept` (the buyer's live offer); POST answers `ask`, the release `release`. */
function serve(
  kept: (init?: RequestInit) => Response,
  ask: (init?: RequestInit) => Response = () => json({ response: { seats: [], largest: 0, expires_at: null } }),
  release: (init?: RequestInit) => Response = () => json({ response: { released: [] } }),
) {
  const fetch = fakeFetch({ '/api/scheme/best': (init) => (init?.method === 'POST' ? ask(init) : kept(init)), '/api/scheme/best/release': release });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderControl(onSeats = vi.fn(), cart = createActor(seatCartMachine, { input: { limit: 6, calendarId: 42 } }).start()) {
  render(
    <AppProviders queryClient={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BestSeatsControl hash={HASH} calendarId={42} zones={[{ id: 2, label: 'Партер' }]} max={4} sectorName={() => 'Партер'} onSeats={onSeats} cart={cart} />
    </AppProviders>,
  );
  return onSeats;
}

/** A cart the block goes into, as the scheme page puts it there (ADD_SEAT per seat, only those `priced`). */
function cartWithBlock(priced: (seatId: number) => boolean = () => true) {
  const cart = createActor(seatCartMachine, { input: { limit: 6, calendarId: 42 } }).start();
  const onSeats = vi.fn((seats: BestSeatsResponse['seats']) => {
    for (const x of seats.filter((y) => priced(y.seat_id))) {
      cart.send({ type: 'ADD_SEAT', seat: { seat_id: x.seat_id, sector: x.sector, row: x.row, seat: x.seat, price: 1000, priceservise: 0, category: null } });
    }
  });
  return { cart, onSeats };
}

describe('BestSeatsControl', () => {
  it('puts the block the server still keeps for the buyer back in the cart after a reload, once', async () => {
    const expires = new Date(Date.now() + 3.5 * 60_000).toISOString();
    const fetch = serve(() => json({ response: { seats: block, largest: 2, expires_at: expires } }));
    const { cart, onSeats } = cartWithBlock();
    renderControl(onSeats, cart);
    await waitFor(() => expect(onSeats).toHaveBeenCalledTimes(1));
    expect(onSeats).toHaveBeenCalledWith(block);
    // The words come with the render after the seats are handed over (under load, a while after).
    await waitFor(() => expect(screen.getByTestId('best-seats-result').textContent).toBe('Подобранные для вас места снова в корзине: Партер, ряд 3, места 11–12. Они закреплены за вами ещё 4 минуты'));
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/scheme/best'));
    expect(asked).toEqual([`/api/scheme/best?hash=${HASH}&calendar_id=42`]);
  });

  it('asks for the kept block only once told to (the scheme page: after its map has painted), then restores it', async () => {
    const expires = new Date(Date.now() + 3.5 * 60_000).toISOString();
    const fetch = serve(() => json({ response: { seats: block, largest: 2, expires_at: expires } }));
    const { cart, onSeats } = cartWithBlock();
    const control = (ask: boolean) => (
      <AppProviders queryClient={queryClient}>
        <BestSeatsControl hash={HASH} calendarId={42} zones={[{ id: 2, label: 'Партер' }]} max={4} sectorName={() => 'Партер'} onSeats={onSeats} cart={cart} askKeptOffer={ask} />
      </AppProviders>
    );
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(control(false));
    // The control is there and usable while nothing is asked.
    expect(screen.getByTestId('best-seats-find')).toHaveProperty('disabled', false);
    // render() has run the effects, where a query's request starts.
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/api/scheme/best'))).toEqual([]);
    rerender(control(true));
    await waitFor(() => expect(onSeats).toHaveBeenCalledTimes(1));
    expect(onSeats).toHaveBeenCalledWith(block);
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/scheme/best'))).toEqual([`/api/scheme/best?hash=${HASH}&calendar_id=42`]);
  });

  it('names a block of seats with no row (numbered by place) without a row word', async () => {
    const expires = new Date(Date.now() + 3.5 * 60_000).toISOString();
    const placed = block.map((x) => ({ ...x, row: '' }));
    serve(() => json({ response: { seats: placed, largest: 2, expires_at: expires } }));
    const { cart, onSeats } = cartWithBlock();
    renderControl(onSeats, cart);
    await waitFor(() => expect(onSeats).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('best-seats-result').textContent).toBe('Подобранные для вас места снова в корзине: Партер, места 11–12. Они закреплены за вами ещё 4 минуты'));
  });

  it("wears the storefront's own field and button styles, each field with its label", async () => {
    serve(() => json({ response: { seats: [], largest: 0, expires_at: null } }));
    renderControl();
    const find = screen.getByTestId('best-seats-find');
    expect(find.classList.contains('button')).toBe(true);
    for (const select of [screen.getByTestId('best-seats-count'), screen.getByTestId('best-seats-zone')]) {
      expect(select.classList.contains('input'), select.id).toBe(true);
      expect(select.parentElement?.querySelector('label')?.htmlFor).toBe(select.id);
    }
    await waitFor(() => expect(find).toHaveProperty('disabled', false));
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

  describe('offered seats that leave the cart', () => {
    const releases = (fetch: ReturnType<typeof serve>) =>
      fetch.mock.calls.filter(([url]) => String(url).includes('/api/scheme/best/release')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

    it('gives them back to the sale: one removed seat, then the rest when a new date empties the cart; nothing for other seats or an order', async () => {
      const fetch = serve(
        () => json({ response: { seats: [], largest: 0, expires_at: null } }),
        () => json({ response: { seats: block, largest: 2, expires_at: new Date(Date.now() + 300_000).toISOString() } }),
        (init) => json({ response: { released: (JSON.parse(String(init?.body)) as { seat_ids: number[] }).seat_ids } }),
      );
      const { cart, onSeats } = cartWithBlock();
      renderControl(onSeats, cart);
      const result = screen.getByTestId('best-seats-result');
      fireEvent.click(screen.getByTestId('best-seats-find'));
      await waitFor(() => expect(cart.getSnapshot().context.items.map((i) => i.seat_id)).toEqual([501, 502]));
      // A seat the buyer tapped on the map was never offered: taking it out asks nothing.
      cart.send({ type: 'ADD_SEAT', seat: { seat_id: 900, sector: 7, row: '9', seat: '1', price: 1000, priceservise: 0, category: null } });
      cart.send({ type: 'REMOVE', seatId: 900 });

      cart.send({ type: 'REMOVE', seatId: 501 });
      await waitFor(() => expect(result.textContent).toBe('1 подобранное место, убранное из корзины, снова доступно другим покупателям'));
      expect(releases(fetch)).toEqual([{ hash: HASH, calendar_id: 42, seat_ids: [501] }]);

      cart.send({ type: 'CALENDAR_CHANGED', calendarId: 43 });
      await waitFor(() => expect(releases(fetch)).toHaveLength(2));
      expect(releases(fetch)[1]).toEqual({ hash: HASH, calendar_id: 42, seat_ids: [502] });

      // A new block, ordered: the order's clearing gives nothing back.
      cart.send({ type: 'CALENDAR_CHANGED', calendarId: 42 });
      fireEvent.click(screen.getByTestId('best-seats-find'));
      await waitFor(() => expect(cart.getSnapshot().context.items).toHaveLength(2));
      cart.send({ type: 'ORDER_CREATED' });
      expect(cart.getSnapshot().context.items).toEqual([]);
      // The token and the asks come through the same fetch: wait until the second ask is answered.
      await waitFor(() => expect(screen.getByTestId('best-seats-find')).toHaveProperty('disabled', false));
      expect(releases(fetch)).toHaveLength(2);
    });

    it('asking again right after taking seats out waits for their release: the new offer is not cut by it', async () => {
      let answerRelease: (r: Response) => void = () => {};
      const order: string[] = [];
      const fetch = serve(
        () => json({ response: { seats: [], largest: 0, expires_at: null } }),
        () => {
          order.push('ask');
          return json({ response: { seats: block, largest: 2, expires_at: new Date(Date.now() + 300_000).toISOString() } });
        },
        () => {
          order.push('release');
          return new Promise<Response>((resolve) => (answerRelease = resolve)) as unknown as Response;
        },
      );
      const { cart, onSeats } = cartWithBlock();
      renderControl(onSeats, cart);
      fireEvent.click(screen.getByTestId('best-seats-find'));
      await waitFor(() => expect(cart.getSnapshot().context.items).toHaveLength(2));
      cart.send({ type: 'REMOVE', seatId: 501 });
      await waitFor(() => expect(order).toEqual(['ask', 'release']));
      fireEvent.click(screen.getByTestId('best-seats-find'));
      // The second ask waits while the release is unanswered. (A pause only to give a wrong ask
      // time to show: the right behaviour passes however slow the machine.)
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(order).toEqual(['ask', 'release']);
      answerRelease(json({ response: { released: [501] } }));
      await waitFor(() => expect(order).toEqual(['ask', 'release', 'ask']));
      await waitFor(() => expect(cart.getSnapshot().context.items.map((i) => i.seat_id).sort()).toEqual([501, 502]));
      expect(releases(fetch)).toHaveLength(1);
    });

    it('offered seats the cart does not take (no price for the card) are given back at once, without a word', async () => {
      const fetch = serve(
        () => json({ response: { seats: [], largest: 0, expires_at: null } }),
        () => json({ response: { seats: block, largest: 2, expires_at: new Date(Date.now() + 300_000).toISOString() } }),
        (init) => json({ response: { released: (JSON.parse(String(init?.body)) as { seat_ids: number[] }).seat_ids } }),
      );
      const { cart, onSeats } = cartWithBlock((id) => id !== 502);
      renderControl(onSeats, cart);
      fireEvent.click(screen.getByTestId('best-seats-find'));
      await waitFor(() => expect(releases(fetch)).toEqual([{ hash: HASH, calendar_id: 42, seat_ids: [502] }]));
      expect(cart.getSnapshot().context.items.map((i) => i.seat_id)).toEqual([501]);
      await waitFor(() => expect(screen.getByTestId('best-seats-result').textContent).toBe('1 место рядом добавлено в корзину: Партер, ряд 3, место 11'));
      // The seat in the cart is still the offer: taking it out gives it back too.
      cart.send({ type: 'REMOVE', seatId: 501 });
      await waitFor(() => expect(releases(fetch)).toHaveLength(2));
      expect(releases(fetch)[1]).toEqual({ hash: HASH, calendar_id: 42, seat_ids: [501] });
    });

    it('a failed release is logged, not shown to the buyer', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const fetch = serve(
          () => json({ response: { seats: [], largest: 0, expires_at: null } }),
          () => json({ response: { seats: block, largest: 2, expires_at: new Date(Date.now() + 300_000).toISOString() } }),
          () => json({ response: { errorCode: '-9999', errorText: 'boom' } }, 500),
        );
        const { cart, onSeats } = cartWithBlock();
        renderControl(onSeats, cart);
        fireEvent.click(screen.getByTestId('best-seats-find'));
        await waitFor(() => expect(cart.getSnapshot().context.items).toHaveLength(2));
        cart.send({ type: 'REMOVE', seatId: 502 });
        await waitFor(() => expect(errors.mock.calls.some(([first]) => String(first).startsWith('[best seats] offered seats could not be given back'))).toBe(true));
        expect(releases(fetch)).toEqual([{ hash: HASH, calendar_id: 42, seat_ids: [502] }]);
        // No failure text: the stale "added to the cart" is gone and nothing takes its place.
        expect(screen.getByTestId('best-seats-result').textContent).toBe('');
        expect(screen.queryByRole('alert')).toBeNull();
      } finally {
        errors.mockRestore();
      }
    });
  });
});
