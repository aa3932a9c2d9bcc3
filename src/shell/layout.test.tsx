// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const setup = (app: object) => ({
  app,
  db: {
    meta: [
      { lang: 'ru', title: 'Театр — билеты' },
      { lang: 'en', title: 'Theatre tickets' },
    ],
  },
  date: '2025-07-26',
});

describe('shell', () => {
  it('shows the logo from setup, linked to url_logo, and the footer info for the language', async () => {
    renderApp('/contacts?lang=en', {
      '/api/setup': setup({
        logo: '/images/logo.svg',
        logo_width: '120',
        url_logo: 'https://theatre.example',
        footer_db_info_ru: '<b>Касса</b>',
        footer_db_info_en: '<b>Box office</b><script>alert(1)</script>',
      }),
    });
    const logo = await screen.findByRole('img', { name: 'Theatre tickets' });
    expect(logo.getAttribute('src')).toBe('/images/logo.svg');
    expect(logo.getAttribute('width')).toBe('120');
    expect(logo.closest('a')?.getAttribute('href')).toBe('https://theatre.example');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toBe('Box office');
    expect(footer.querySelector('script')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Theatre tickets'));
  });

  it('hides header and footer when setup says so', async () => {
    renderApp('/contacts', { '/api/setup': setup({ header: '0', footer: 0, footer_db_info_ru: 'Касса' }) });
    await waitFor(() => expect(document.title).toBe('Театр — билеты'));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
  });

  it('still offers the language switcher when setup fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/contacts', { '/api/setup': { app: 'broken' } });
    expect(await screen.findByRole('navigation', { name: 'Выбор языка' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Афиша' }).getAttribute('href')).toBe('/');
  });
});
