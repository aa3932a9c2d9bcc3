// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afishaWith } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const seated = 'a'.repeat(40);
const general = 'b'.repeat(40);

const events = [
  { event_id: 2, event_ru: 'Лебединое озеро', event_en: 'Swan Lake', hash_id: seated, useseatsvg: '1', totalticketcount: '21', eventsotrnum: 2 },
  { event_id: 1, event_ru: 'Экскурсия', event_en: 'Guided tour', hash_id: general, useseatsvg: 0, totalticketcount: 5, eventsotrnum: 1 },
  { event_id: 3, event_ru: 'Премьера', hash_id: 'c'.repeat(40), totalticketcount: -99999, eventsotrnum: 3 },
];

describe('afisha list', () => {
  it('lists the events by sort order, linking to the scheme or the events route', async () => {
    renderApp('/', { '/api/afisha': afishaWith(events) });
    expect(screen.getByRole('heading', { level: 1, name: 'Купить билет' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    const list = await screen.findByRole('list', { name: 'Мероприятия' });
    const links = [...list.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['Экскурсия', 'Лебединое озеро', 'Премьера']);
    expect(links[0]?.getAttribute('href')).toBe(`/event/${general}`);
    expect(links[1]?.getAttribute('href')).toBe(`/scheme/${seated}`);
    expect(list.textContent).toContain('21 билет');
    expect(list.textContent).toContain('5 билетов');
    expect(list.textContent).toContain('Скоро в продаже');
  });

  it('asks for the language of the page and names events in it, falling back to English', async () => {
    const { fetch } = renderApp('/?lang=ch', { '/api/afisha': afishaWith(events) });
    const list = await screen.findByRole('list', { name: '活动' });
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Guided tour', 'Swan Lake', 'Премьера']);
    expect(list.querySelector('a')?.getAttribute('href')).toBe(`/event/${general}?lang=ch`);
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/afisha?lang=ch')).toBe(true);
  });

  it("says 'no tickets found' when there are no events", async () => {
    renderApp('/');
    expect(await screen.findByText('По вашему запросу билетов не найдено')).toBeTruthy();
  });

  it("says 'data not found', not the error, when the listing fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/?lang=en', { '/api/afisha': { action: 'oops' } });
    expect(await screen.findByText('Data not found')).toBeTruthy();
  });
});
