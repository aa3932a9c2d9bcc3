import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Node's ICU knows Kazakh; Chromium's does not and answers 'kk-KZ' in English. The test
// gives the code Chromium's Intl, so that it fails where the buyer's browser would.
const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;
const asChromium = (locale: unknown) => (typeof locale === 'string' && locale.startsWith('kk') ? 'en-GB' : (locale as string));

beforeAll(() => {
  vi.stubGlobal('Intl', {
    ...Intl,
    DateTimeFormat: function DateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions) {
      return new RealDateTimeFormat(asChromium(locale), options);
    },
    NumberFormat: function NumberFormat(locale?: string, options?: Intl.NumberFormatOptions) {
      return new RealNumberFormat(asChromium(locale), options);
    },
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('Kazakh formats without Kazakh data in Intl (Chromium)', () => {
  it('dates in Kazakh through date-fns, in UTC', async () => {
    const { formatDate, formatWeekday } = await import('./format');
    const { loadLanguage } = await import('./i18n');
    await loadLanguage('kz');
    expect(formatDate('2025-07-26', 'kz')).toBe('26 шілде 2025 ж.');
    expect(formatDate('26.07.2025', 'kz', { month: 'short' })).toBe('шіл');
    expect(formatDate('2025-07-26', 'kz', { day: 'numeric', month: 'short' })).toBe('26 шіл');
    expect(formatDate('2025-07-26', 'kz', { day: 'numeric', month: 'long', weekday: 'short' })).toBe('сб, 26 шілде');
    expect(formatDate('2025-07-26', 'kz', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })).toBe('сенбі, 26 шілде 2025 ж.');
    expect(formatWeekday('2025-07-26', 'kz')).toBe('сенбі');
    // The other languages keep Intl.
    expect(formatDate('2025-07-26', 'ru')).toBe('26 июля 2025 г.');
  });

  it('numbers and prices as Kazakh writes them (as Russian), not English', async () => {
    const { formatNumber, formatPrice } = await import('./format');
    expect(formatPrice(2100.5, 'kz')).toBe('2\u00a0100,50\u00a0₽');
    expect(formatNumber(1234567, 'kz')).toBe('1\u00a0234\u00a0567');
    expect(formatPrice(2100, 'en')).toBe('₽2,100');
  });
});

describe('counts inside Kazakh texts without Kazakh data in Intl (Chromium)', () => {
  it('group thousands as the shared formatter does, as the server wrote them', async () => {
    const { i18n, loadLanguage } = await import('./i18n');
    await loadLanguage('kz');
    expect(i18n.t('afisha.ticketsLeft', { count: 20400, lng: 'kk' })).toBe('20\u00a0400 билет');
    expect(i18n.t('afisha.ticketsLeft', { count: 20400, lng: 'en' })).toBe('20,400 tickets');
  });
});
