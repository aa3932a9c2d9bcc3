// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function switcher() {
  return screen.findByRole('navigation', { name: /Выбор языка|Choose language/ });
}

describe('language switcher', () => {
  it('adds ?lang=en, keeps the page and its other query, and translates it', async () => {
    const { router } = renderApp('/contacts?sid=3');
    await switcher();
    fireEvent.click(screen.getByRole('link', { name: 'EN' }));
    expect(router.state.location.pathname).toBe('/contacts');
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('en');
    expect(new URLSearchParams(router.state.location.search).get('sid')).toBe('3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'EN' }).getAttribute('aria-current')).toBe('true');
  });

  it('removes ?lang for Russian, the default', async () => {
    const { router } = renderApp('/contacts?lang=en');
    await switcher();
    fireEvent.click(screen.getByRole('link', { name: 'RU' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
  });

  it('offers the languages of setup.db.languages, each named in itself', async () => {
    renderApp('/contacts', { '/api/setup': { app: {}, db: { languages: 'ru,ch' }, date: '2025-07-26' } });
    await screen.findByRole('link', { name: '中文' });
    const nav = await switcher();
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['RU', '中文']);
    expect(links[1]?.getAttribute('title')).toBe('简体中文');
    expect(links[1]?.getAttribute('href')).toBe('/contacts?lang=ch');
  });
});
