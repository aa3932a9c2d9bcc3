// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lookupCountry, parseCountryLookup } from './country-lookup';
import { setup, registerPhoneTestHooks } from './testing/phone-host';

registerPhoneTestHooks();

describe('phone input: the country lookup', () => {
  it('reads the country from characters 2–3 of an answer that starts with 1', () => {
    expect(parseCountryLookup('1;RU;RUS;Russian Federation')).toBe('RU');
    expect(parseCountryLookup('1;kz;KAZ;Kazakhstan')).toBe('KZ');
  });

  it('throws "unable to fetch the country" for any other answer', () => {
    expect(() => parseCountryLookup('0;;;WRONG INPUT')).toThrow('unable to fetch the country');
    expect(() => parseCountryLookup('')).toThrow('unable to fetch the country');
    expect(() => parseCountryLookup('2;RU;RUS;x')).toThrow('unable to fetch the country');
  });

  it('asks the service with a GET', async () => {
    const fetch = vi.fn(async () => new Response('1;DE;DEU;Germany'));
    await expect(lookupCountry('https://lookup.test/s', fetch)).resolves.toBe('DE');
    expect(fetch).toHaveBeenCalledWith('https://lookup.test/s', expect.objectContaining({ method: 'GET' }));
    await expect(lookupCountry('https://lookup.test/s', async () => new Response('0;;;'))).rejects.toThrow('unable to fetch the country');
  });

  it('with autoDefaultCountry the found country is chosen; a failed lookup keeps the default and is only logged', async () => {
    const { trigger } = setup({ autoDefaultCountry: async () => 'BY' });
    await screen.findByRole('combobox', { name: 'Страна: Беларусь, +375' });
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Беларусь, +375');
    cleanup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = setup({ autoDefaultCountry: () => Promise.reject(new Error('unable to fetch the country')) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(failing.trigger.getAttribute('aria-label')).toBe('Страна: Россия, +7');
  });

  it('does not look the country up unless asked', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    setup();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
