import { describe, expect, it, vi } from 'vitest';

// The app starts with the Russian texts only (setup-dom loads the rest for the other tests):
// a fresh i18n module is what a Russian visitor's page has before any other language loads.
describe('languages loaded on demand', () => {
  it('every language still names itself in the switcher, before its texts load', async () => {
    vi.resetModules();
    const { i18n } = await import('./i18n');
    expect(i18n.getFixedT('en')('language.short')).toBe('EN');
    expect(i18n.getFixedT('kk')('language.short')).toBe('KZ');
    expect(i18n.getFixedT('zh')('language.name')).toBe('简体中文');
    // The rest of English is not there yet: loading brings it.
    expect(i18n.getFixedT('en')('afisha.title')).not.toBe('Book a ticket');
  });

  it('loadLanguage brings a language, and Kazakh brings English, its fallback', async () => {
    vi.resetModules();
    const { i18n, loadLanguage } = await import('./i18n');
    await loadLanguage('kz');
    expect(i18n.getFixedT('en')('afisha.title')).toBe('Book a ticket');
    expect(i18n.getFixedT('kk')('afisha.title')).not.toBe('afisha.title');
  });

  it("a page's texts outside the first chunk come with loadPageTexts", async () => {
    vi.resetModules();
    const { i18n, loadPageTexts } = await import('./i18n');
    expect(i18n.t('booking.submit.buy')).toBe('booking.submit.buy');
    await loadPageTexts();
    expect(i18n.t('booking.submit.buy')).toBe('Оформить заказ');
  });
});
