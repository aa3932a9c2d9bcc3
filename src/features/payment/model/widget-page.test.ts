import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostedPage } from '../../../../widget/src/index';
import { widgetConfig } from './widget-page';

afterEach(() => vi.restoreAllMocks());

describe("the order page's card widget configuration", () => {
  it('by default the sandbox bank of this site, standard family, PRODUCTION', () => {
    const c = widgetConfig({}, 'http://127.0.0.1:9200');
    expect(c).toEqual({ hosts: expect.any(Object), environment: undefined, safe: false });
    expect(hostedPage(c.hosts, c.environment, c.safe).href).toBe('http://127.0.0.1:9200/sandbox/widget');
  });

  it('a real bank: the table, environment and family from the build', () => {
    const table = { UAT: { standard: 'https://uat.bank.test/pay', safe: 'https://uat-safe.bank.test/pay' } };
    const c = widgetConfig({ VITE_WIDGET_HOSTS: JSON.stringify(table), VITE_WIDGET_ENVIRONMENT: 'UAT', VITE_WIDGET_SAFE: '1' }, 'http://127.0.0.1:9200');
    expect(hostedPage(c.hosts, c.environment, c.safe).href).toBe('https://uat-safe.bank.test/pay');
  });

  it('a table that does not parse is logged and leaves no host (the widget fails rather than pay the sandbox)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = widgetConfig({ VITE_WIDGET_HOSTS: '{nope' }, 'http://127.0.0.1:9200');
    expect(logged).toHaveBeenCalled();
    expect(() => hostedPage(c.hosts, c.environment, c.safe)).toThrow(/no standard host configured for PRODUCTION/);
  });
});
