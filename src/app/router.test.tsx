// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../config/routes';
import { renderApp } from '../testing/render-app';

const hash = '0123456789abcdef0123456789abcdef01234567';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router', () => {
  it('shows the 404 page with a link home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' }).getAttribute('href')).toBe('/');
  });

  it('keeps ?lang on the 404 page and its home link', async () => {
    renderApp('/no/such/page?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the main page' }).getAttribute('href')).toBe('/?lang=en');
  });

  it('redirects the old /en/rules form to the purchase terms, keeping the language', async () => {
    const { router } = renderApp('/en/rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket purchase terms' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rules/purchase-terms');
    expect(router.state.location.search).toBe('?lang=en');
  });

  it('redirects /ru/rules-agreement to the privacy policy without ?lang (ru is the default)', async () => {
    const { router } = renderApp('/ru/rules-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rules/privacy-policy');
    expect(router.state.location.search).toBe('');
  });

  it('answers an old rules form with an unknown language segment with the 404', async () => {
    const { router } = renderApp('/de/rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/de/rules');
  });

  it.each([
    ['afisha', routes.afisha(), 'Купить билет'],
    ['contacts', routes.contacts(), 'Контакты'],
    ['tickets-nominal', routes.ticketsNominal('abc'), 'Данные владельцев билетов'],
    ['purchase terms', routes.purchaseTerms(), 'Правила покупки билетов'],
    ['privacy policy', routes.privacyPolicy(), 'Политика конфиденциальности'],
    ['seat-map demo', routes.seatmapDemo(), 'Демонстрация схемы зала'],
  ])('resolves %s (%s)', async (_name, url, heading) => {
    renderApp(url);
    // Some are lazy routes: the first visit imports the page.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  // The booking pages ask the API for the event; the fake API knows none, so each answers
  // with its own 'not found', which proves the route reached that page.
  it.each([
    ['events', routes.event(hash)],
    ['events with date and time', routes.event(hash, '2025-07-26', '14:00')],
  ])('resolves %s (%s) to the events page', async (_name, url) => {
    renderApp(url);
    // A lazy route: the first visit imports the page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Мероприятие не найдено' })).toBeTruthy();
  });

  // The order pages ask the API for the order or ticket; the fake API knows none.
  it.each([
    ['order-view', routes.orderView('abc'), 'Заказ удалён или не найден'],
    ['order-declined', routes.orderDeclined('abc'), 'Заказ не найден'],
    ['order-return', `${routes.orderReturn('abc')}?hash_conf=123456`, 'Заказ удалён или не найден'],
  ])('resolves %s (%s) to its page', async (_name, url, notFound) => {
    renderApp(url);
    expect((await screen.findByRole('alert', {})).textContent).toBe(notFound);
  });

  it('resolves the single ticket route to its page', async () => {
    renderApp(routes.ticket('t1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Билет не найден' })).toBeTruthy();
  });

  it('resolves the scheme route to the scheme page', async () => {
    renderApp(routes.scheme(hash, '2025-07-26'));
    expect((await screen.findByTestId('scheme-data-not-found', {})).textContent).toBe('Данные не найдены');
  });

  it('renders a page in the language of ?lang', async () => {
    renderApp(`${routes.contacts()}?lang=kz`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Байланыс' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('kk');
  });
});
