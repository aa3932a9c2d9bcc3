// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { SCROLL_REST_MS } from './scroll-to-top';

afterEach(() => {
  vi.unstubAllGlobals();
  window.scrollY = 0;
});

const setup = {
  app: {
    logo_footer: '/images/logo-footer.svg',
    footer_urls: [
      { url: '/contacts', name_ru: 'Контакты', name_en: 'Contacts' },
      { url: 'https://operator.example/offer', name_ru: 'Оферта', name_en: 'Offer' },
    ],
    footer_text_ru: '© Афиша',
    footer_db_info_ru: 'ИНН 7704123456',
  },
  db: {
    meta: [
      { lang: 'ru', title: 'Афиша — билеты', description: 'Билеты в музеи', keywords: 'билеты, музеи', siteurlimage: '/images/logo.svg', metatype: 'website', alternate: '/?lang=en', alternate_lang: 'en' },
      { lang: 'en', title: 'Tickets', description: 'Museum tickets' },
    ],
    info_client_ru: '<p>Билет придёт <b>на e-mail</b><img src=x onerror="window.hacked=1"></p>',
    info_contact_ru: '<p>E-mail: <a href="mailto:support@kassa.example">support@kassa.example</a></p>',
    rules: [
      { id: 1, kind: 'purchase-terms', name_ru: 'Правила покупки', text_ru: '<p>Билет считается купленным после оплаты.</p>' },
      { id: 2, kind: 'privacy-policy', name_ru: 'Политика', url: 'https://operator.example/privacy' },
    ],
  },
  date: '2026-11-22',
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('shell', () => {
  it('puts the meta entry of the language into <head>, and changes it with the language', async () => {
    const { router } = renderApp('/contacts', { '/api/setup': setup });
    await waitFor(() => expect(document.title).toBe('Афиша — билеты'));
    expect(meta('meta[name="description"]')).toBe('Билеты в музеи');
    expect(meta('meta[name="keywords"]')).toBe('билеты, музеи');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost:3000/images/logo.svg'.replace('http://localhost:3000', window.location.origin));
    expect(document.head.querySelector('link[rel="alternate"]')?.getAttribute('hreflang')).toBe('en');
    await router.navigate('/contacts?lang=en');
    await waitFor(() => expect(document.title).toBe('Tickets'));
    expect(meta('meta[name="description"]')).toBe('Museum tickets');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('shows the information banner, sanitised', async () => {
    renderApp('/contacts', { '/api/setup': setup });
    const banner = await screen.findByRole('region', { name: 'Информация' });
    expect(banner.textContent).toBe('Билет придёт на e-mail');
    expect(banner.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('footer: site links (inside the store keep ?lang), contact info, legal info, text, logo 50 px wide', async () => {
    renderApp('/contacts?lang=en', { '/api/setup': setup });
    const footer = await screen.findByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Contacts', '/contacts?lang=en'],
      ['Offer', 'https://operator.example/offer'],
    ]);
    expect(footer.querySelector('img')?.getAttribute('width')).toBe('50');
    expect(footer.textContent).toContain('ИНН 7704123456');
    expect(footer.textContent).toContain('© Афиша');
    expect(within(footer).getByRole('link', { name: 'support@kassa.example' }).getAttribute('href')).toBe('mailto:support@kassa.example');
  });

  it('rules: a text opens in a modal, a URL is a link', async () => {
    renderApp('/contacts', { '/api/setup': setup });
    fireEvent.click(await screen.findByRole('button', { name: 'Правила' }));
    expect(screen.getByRole('link', { name: 'Политика' }).getAttribute('href')).toBe('https://operator.example/privacy');
    fireEvent.click(screen.getByRole('button', { name: 'Правила покупки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Правила покупки' }); // the modal's code loads when one opens
    expect(dialog.textContent).toContain('Билет считается купленным после оплаты.');
  });

  it('the back link goes back in the store, or to the listing for a visitor who landed here', async () => {
    const { router } = renderApp('/contacts', { '/api/setup': setup });
    const back = await screen.findByRole('link', { name: /Назад/ });
    expect(back.getAttribute('href')).toBe('/');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('link', { name: /Назад/ })).toBeNull();

    await router.navigate('/rules/purchase-terms');
    await router.navigate('/contacts');
    fireEvent.click(await screen.findByRole('link', { name: /Назад/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules/purchase-terms'));
  });

  it('the scroll-to-top button comes out past 400 px once the page rests, and takes the page back to the top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderApp('/contacts', { '/api/setup': setup });
    await screen.findByRole('contentinfo');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const scroll = (y: number) => {
        window.scrollY = y;
        fireEvent.scroll(window);
      };
      const rest = () => act(() => vi.advanceTimersByTime(SCROLL_REST_MS));
      const button = () => screen.queryByRole('button', { name: 'Наверх' });
      expect(button()).toBeNull();
      scroll(300);
      rest();
      expect(button()).toBeNull();
      scroll(401);
      rest();
      expect(button()).not.toBeNull();
      scroll(1200);
      expect(button()).not.toBeNull();
      // Back to 400 px or above: gone at once.
      scroll(400);
      expect(button()).toBeNull();
      scroll(900);
      rest();
      fireEvent.click(button()!);
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('the scroll-to-top button never lies over a control, even while the page moves, and comes back only at rest', async () => {
    renderApp('/contacts', { '/api/setup': setup });
    await screen.findByRole('contentinfo');
    const under: Element[] = [];
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => under });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const scroll = (y: number) => {
        window.scrollY = y;
        fireEvent.scroll(window);
      };
      const rest = () => act(() => vi.advanceTimersByTime(SCROLL_REST_MS));
      const button = () => screen.queryByRole('button', { name: 'Наверх' });
      scroll(1500);
      rest();
      expect(button()).not.toBeNull();
      // A flick brings the cart's submit under the corner: gone in the same event, before
      // the finger can land on it.
      under.push(document.createElement('button'));
      scroll(1400);
      expect(button()).toBeNull();
      // Plain text under it: still moving, it stays away (no flicker); at rest it is back.
      under.length = 0;
      under.push(document.createElement('p'));
      scroll(1300);
      expect(button()).toBeNull();
      rest();
      expect(button()).not.toBeNull();
      // A link inside the text counts as a control too.
      const link = document.createElement('a');
      link.append(document.createElement('span'));
      under.length = 0;
      under.push(link.firstElementChild!);
      scroll(1200);
      expect(button()).toBeNull();
      rest();
      expect(button()).toBeNull();
    } finally {
      vi.useRealTimers();
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    }
  });

  it('the scroll-to-top button steps aside while the buyer types in a field', async () => {
    renderApp('/contacts', { '/api/setup': setup });
    await screen.findByRole('contentinfo');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = document.createElement('input');
    document.getElementById('main')!.append(field);
    try {
      window.scrollY = 1500;
      fireEvent.scroll(window);
      act(() => vi.advanceTimersByTime(SCROLL_REST_MS));
      const button = () => screen.queryByRole('button', { name: 'Наверх' });
      expect(button()).not.toBeNull();
      act(() => field.focus());
      expect(button()).toBeNull();
      act(() => vi.advanceTimersByTime(SCROLL_REST_MS));
      expect(button()).toBeNull();
      act(() => field.blur());
      act(() => vi.advanceTimersByTime(SCROLL_REST_MS));
      expect(button()).not.toBeNull();
    } finally {
      vi.useRealTimers();
      field.remove();
    }
  });

  it('the scroll-to-top button steps aside when a control comes under it without a scroll (a cart growing)', async () => {
    renderApp('/contacts', { '/api/setup': setup });
    await screen.findByRole('contentinfo');
    const under: Element[] = [];
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => under });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      window.scrollY = 1500;
      fireEvent.scroll(window);
      const button = () => screen.queryByRole('button', { name: 'Наверх' });
      // At rest with nothing under it: it stays.
      act(() => vi.advanceTimersByTime(SCROLL_REST_MS));
      expect(button()).not.toBeNull();
      // The page changes under the resting button: a submit button arrives there.
      const submit = document.createElement('button');
      under.push(submit);
      await act(async () => {
        document.getElementById('main')!.append(submit);
        await Promise.resolve(); // the mutation observer's turn
        vi.advanceTimersByTime(20); // the next frame
      });
      expect(button()).toBeNull();
      submit.remove();
    } finally {
      vi.useRealTimers();
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    }
  });

  it('a rules document goes by its one name in the header, the footer, its page and the tab', async () => {
    const named = {
      ...setup,
      app: { ...setup.app, footer_urls: [{ url: '/rules/privacy-policy', name_ru: 'Политика конфиденциальности' }] },
      db: { ...setup.db, rules: [{ id: 2, kind: 'privacy-policy', name_ru: 'Политика обработки персональных данных', text_ru: '<p>Мы обрабатываем данные.</p>' }] },
    };
    const NAME = 'Политика обработки персональных данных';
    const { router } = renderApp('/contacts', { '/api/setup': named });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(document.title).toBe('Афиша — билеты'));
    expect(within(footer).getByRole('link', { name: NAME }).getAttribute('href')).toBe('/rules/privacy-policy');
    fireEvent.click(screen.getByRole('button', { name: 'Правила' }));
    expect(await screen.findByRole('button', { name: NAME })).toBeTruthy();
    await router.navigate('/rules/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(NAME));
  });

  it('contacts and rules pages show the operator texts', async () => {
    const { router } = renderApp('/contacts', { '/api/setup': setup });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'support@kassa.example' })).toBeTruthy();
    await router.navigate('/rules/purchase-terms');
    expect(await within(main).findByText('Билет считается купленным после оплаты.')).toBeTruthy();
    await router.navigate('/rules/privacy-policy');
    expect((await within(main).findByRole('link', { name: 'Открыть документ «Политика»' })).getAttribute('href')).toBe('https://operator.example/privacy');
  });
  it('a rules text headed by its own title shows the title once, on the page and in the modal', async () => {
    const titled = { ...setup, db: { ...setup.db, rules: [{ id: 1, kind: 'purchase-terms', name_ru: 'Правила покупки', text_ru: '<h2>Правила покупки</h2><p>Текст правил.</p>' }] } };
    const { router } = renderApp('/contacts', { '/api/setup': titled });
    fireEvent.click(await screen.findByRole('button', { name: 'Правила' }));
    fireEvent.click(screen.getByRole('button', { name: 'Правила покупки' }));
    const dialog = screen.getByRole('dialog', { name: 'Правила покупки' });
    expect(within(dialog).getAllByText('Правила покупки')).toHaveLength(1);
    expect(dialog.textContent).toContain('Текст правил.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await router.navigate('/rules/purchase-terms');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Текст правил.')).toBeTruthy();
    expect(within(main).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Правила покупки']);
  });
});
