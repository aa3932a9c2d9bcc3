import { describe, expect, it } from 'vitest';
import { languages } from '../../../contract/lang';

// The category page and the seat cart send the same Pushkin-card order: one button text for it.
describe('the Pushkin-card submit button', () => {
  it.each(languages)('says the same on the category page and in the seat cart (%s)', async (lang) => {
    const booking = (await import(`../../i18n/locales/${lang}/booking.json`)) as { default: { submit: { pushkin: string } } };
    const scheme = (await import(`../../i18n/locales/${lang}/scheme.json`)) as { default: { cart: { submitPushkin: string } } };
    expect(booking.default.submit.pushkin).toBe(scheme.default.cart.submitPushkin);
    expect(booking.default.submit.pushkin.length).toBeGreaterThan(0);
  });
});
