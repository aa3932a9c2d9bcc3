import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 8080 and the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('sqlite:./data/storefront.db');
    expect(c.captchaEnabled).toBe(false);
  });

  it('reads PORT, DATABASE_URL and CAPTCHA', () => {
    const c = loadConfig({ PORT: '9000', DATABASE_URL: 'sqlite::memory:', CAPTCHA: 'on' });
    expect(c).toMatchObject({ port: 9000, databaseUrl: 'sqlite::memory:', captchaEnabled: true });
  });

  it('rejects nonsense with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
  });
});
