import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 8080 and the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('sqlite:./data/storefront.db');
    expect(c.captchaEnabled).toBe(false);
  });

  it('polls the live journal every 250 ms unless LIVE_POLL_MS says otherwise', () => {
    expect(loadConfig({}).live.pollMs).toBe(250);
    expect(loadConfig({ LIVE_POLL_MS: '100' }).live.pollMs).toBe(100);
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

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or proxy addresses, never "all"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', '::1']);
    for (const bad of ['true', 'on', 'all', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('client limits: generous defaults for a real buyer, 0 turns one off, nonsense is refused', () => {
    expect(loadConfig({}).clientLimits).toEqual({ ordersPerMinute: 10, captchaAfter: 10, heldPerClient: 20, heldPerAddress: 60, offeredPerClient: 10, offeredPerAddress: 30, demoPerMinute: 30 });
    expect(loadConfig({ HOLD_LIMIT: '0', RATE_LIMIT_ORDER: '3', ORDER_CAPTCHA_AFTER: '0' }).clientLimits).toMatchObject({ heldPerClient: 0, ordersPerMinute: 3, captchaAfter: 0 });
    for (const [name, bad] of [['HOLD_LIMIT', '-1'], ['HOLD_LIMIT_ADDRESS', '2.5'], ['RATE_LIMIT_ORDER', 'ten'], ['RATE_LIMIT_DEMO', '1e99x']]) {
      expect(() => loadConfig({ [name!]: bad }), name).toThrow(new RegExp(name!));
    }
    expect(loadConfig({ DATABASE_POOL: '4' }).databasePool).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL: '0' })).toThrow(/DATABASE_POOL/);
  });

  it('mail: PUBLIC_URL defaults to localhost on PORT and loses its trailing slash; SMTP_URL and MAIL_FROM are checked', () => {
    expect(loadConfig({ PORT: '9000' })).toMatchObject({ publicUrl: 'http://localhost:9000', smtpUrl: undefined, mailFrom: 'Afisha <noreply@localhost>' });
    const c = loadConfig({ PUBLIC_URL: 'https://tickets.example.com/shop/', SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Kassa <kassa@example.com>' });
    expect(c).toMatchObject({ publicUrl: 'https://tickets.example.com/shop', smtpUrl: 'smtps://u:p@mail.example.com:465', mailFrom: 'Kassa <kassa@example.com>' });
    expect(loadConfig({ PUBLIC_URL: 'https://tickets.example.com' }).mailFrom).toBe('Afisha <noreply@tickets.example.com>');
    for (const bad of ['tickets.example.com', 'ftp://x.example', 'https://u:p@x.example', 'https://x.example/?a=1', 'https://x.example/#top']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    // The password in a refused SMTP_URL is not echoed.
    expect(() => loadConfig({ SMTP_URL: 'http://u:secret@mail.example.com' })).not.toThrow(/secret/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'A <a@b.c>\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
  });
});
