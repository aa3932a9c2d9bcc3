import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { int } from '../../contract/primitives';
import { ApiContractError, ApiError, createApiClient, pageToken, resultCode } from './client';
import { fakeFetch, json, TEST_TOKEN } from '../testing/fake-fetch';

const priceSchema = z.object({ price: int, name: z.string() });

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

function callsTo(fetch: ReturnType<typeof fakeFetch>, path: string) {
  return fetch.mock.calls.filter(([input]) => String(input).startsWith(path));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('fetches the CSRF token once, in parallel with GETs, and sends it with the platform headers on writes', async () => {
    const fetch = fakeFetch({ '/api/price': { price: '2100', name: 'A' } });
    const api = createApiClient({ fetch });

    await Promise.all([api.apiGet('/api/price', priceSchema), api.apiGet('/api/price', priceSchema)]);
    await api.apiPost('/api/price', { hash: 'h' }, priceSchema);

    const tokenCalls = callsTo(fetch, '/api/token');
    expect(tokenCalls).toHaveLength(1);
    expect(headersOf(tokenCalls[0]?.[1])['x-requested-with']).toBe('XMLHttpRequest');

    const calls = callsTo(fetch, '/api/price');
    expect(calls).toHaveLength(3);
    for (const [, init] of calls) {
      expect(headersOf(init)).toMatchObject({ 'x-requested-with': 'XMLHttpRequest' });
      expect(init?.credentials).toBe('same-origin');
    }
    // Reads carry no token (the server checks it on writes only); the write does.
    expect(headersOf(calls[0]?.[1])['x-csrf-token']).toBeUndefined();
    const post = calls[2]?.[1];
    expect(headersOf(post)['x-csrf-token']).toBe(TEST_TOKEN);
    expect(post?.method).toBe('POST');
    expect(headersOf(post)['content-type']).toBe('application/json');
    expect(JSON.parse(String(post?.body))).toEqual({ hash: 'h' });
    expect(calls[0]?.[1]?.method).toBe('GET');
    expect(calls[0]?.[1]?.body).toBeUndefined();
  });

  it('does not hold a GET until the token arrives; a POST waits for it', async () => {
    let releaseToken: () => void = () => {};
    const tokenHeld = new Promise<void>((resolve) => (releaseToken = resolve));
    const fetch = fakeFetch({
      '/api/token': async () => {
        await tokenHeld;
        return json({ response: TEST_TOKEN });
      },
      '/api/price': { price: 1, name: 'A' },
    });
    const api = createApiClient({ fetch });
    await expect(api.apiGet('/api/price', priceSchema)).resolves.toEqual({ price: 1, name: 'A' });
    // The token request went out with the GET, not after it.
    expect(callsTo(fetch, '/api/token')).toHaveLength(1);
    let posted = false;
    const post = api.apiPost('/api/price', {}, priceSchema).then(() => (posted = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(posted).toBe(false);
    expect(callsTo(fetch, '/api/price')).toHaveLength(1);
    releaseToken();
    await post;
    expect(headersOf(callsTo(fetch, '/api/price')[1]?.[1])['x-csrf-token']).toBe(TEST_TOKEN);
    expect(callsTo(fetch, '/api/token')).toHaveLength(1);
  });

  it("uses the page's token for writes without asking for one, and a GET the page already started once", async () => {
    const fetch = fakeFetch({ '/api/price': { price: 2, name: 'B' } });
    const early: Record<string, Promise<Response>> = { '/api/price?x=1': Promise.resolve(json({ response: { price: 1, name: 'A' } })) };
    const api = createApiClient({
      fetch,
      boot: {
        token: () => 'page-token-0123456789',
        takeEarly: (path) => {
          const answer = early[path];
          delete early[path];
          return answer;
        },
      },
    });
    await expect(api.apiGet('/api/price?x=1', priceSchema)).resolves.toEqual({ price: 1, name: 'A' });
    // Taken once: the next call asks the server.
    await expect(api.apiGet('/api/price?x=1', priceSchema)).resolves.toEqual({ price: 2, name: 'B' });
    await api.apiPost('/api/price', {}, priceSchema);
    expect(callsTo(fetch, '/api/token')).toHaveLength(0);
    expect(callsTo(fetch, '/api/price')).toHaveLength(2);
    expect(headersOf(callsTo(fetch, '/api/price')[1]?.[1])['x-csrf-token']).toBe('page-token-0123456789');
  });

  it('asks again when the GET the page started failed on the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = fakeFetch({ '/api/price': { price: 2, name: 'B' } });
    const api = createApiClient({
      fetch,
      boot: { token: () => null, takeEarly: () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await expect(api.apiGet('/api/price', priceSchema)).resolves.toEqual({ price: 2, name: 'B' });
  });

  it("sends the page's language as Accept-Language, so that refusals come in it", async () => {
    const fetch = fakeFetch({ '/api/price': { price: '2100', name: 'A' } });
    let lang = 'kk';
    const api = createApiClient({ fetch, language: () => lang });
    await api.apiPost('/api/price', { hash: 'h' }, priceSchema);
    lang = 'zh-Hans';
    await api.apiGet('/api/price', priceSchema);
    expect(callsTo(fetch, '/api/price').map(([, init]) => headersOf(init)['accept-language'])).toEqual(['kk', 'zh-Hans']);
    expect(headersOf(callsTo(fetch, '/api/token')[0]?.[1])['accept-language']).toBe('kk');
  });

  it('unwraps the envelope and parses with the schema (numeric strings coerced)', async () => {
    const api = createApiClient({ fetch: fakeFetch({ '/api/price': { price: '2100', name: 'A', extra: 1 } }) });
    await expect(api.apiGet('/api/price', priceSchema)).resolves.toEqual({ price: 2100, name: 'A' });
  });

  it('apiPostEnvelope parses the whole body: response and the lists beside it; a refusal still throws', async () => {
    const schema = z.object({ response: z.array(z.object({ id: int })), text: z.string() });
    const body = { response: [{ id: '5' }], text: 'consent' };
    const api = createApiClient({
      fetch: fakeFetch({ '/api/order-data': () => json(body), '/api/gone': () => json({ response: { errorCode: -404, errorText: 'нет' } }, 404) }),
    });
    await expect(api.apiPostEnvelope('/api/order-data', { hash: 'h' }, schema)).resolves.toEqual({ response: [{ id: 5 }], text: 'consent' });
    await expect(api.apiPostEnvelope('/api/gone', { hash: 'h' }, schema)).rejects.toMatchObject({ code: -404, text: 'нет' });
  });

  it('treats errorCode "0" as success', async () => {
    const schema = z.object({ errorCode: int, hash: z.string() });
    const api = createApiClient({ fetch: fakeFetch({ '/api/order/create': { errorCode: '0', hash: 'abc' } }) });
    await expect(api.apiPost('/api/order/create', {}, schema)).resolves.toEqual({ errorCode: 0, hash: 'abc' });
  });

  it('throws ApiContractError with the path and zod issues when the answer breaks the contract', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createApiClient({ fetch: fakeFetch({ '/api/price': { price: 'lots', name: 'A' } }) });
    const failure = await api.apiGet('/api/price', priceSchema).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).path).toBe('/api/price');
    expect((failure as ApiContractError).issues[0]?.path).toEqual(['price']);
    expect(error).toHaveBeenCalled();
  });

  it('throws ApiContractError when the envelope is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createApiClient({ fetch: fakeFetch({ '/api/price': () => json({ price: 1, name: 'A' }) }) });
    await expect(api.apiGet('/api/price', priceSchema)).rejects.toBeInstanceOf(ApiContractError);
  });

  it('throws ApiError with code, text and status for a non-zero errorCode on a 200', async () => {
    const api = createApiClient({
      fetch: fakeFetch({ '/api/order/create': { errorCode: '-9998', errorText: 'limit reached' } }),
    });
    const failure = await api.apiPost('/api/order/create', {}, priceSchema).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: -9998, text: 'limit reached', status: 200 });
  });

  it('throws ApiError for a 4xx, with the envelope code when there is one', async () => {
    const api = createApiClient({ fetch: fakeFetch({}) });
    await expect(api.apiGet('/api/nowhere', priceSchema)).rejects.toMatchObject({
      name: 'ApiError',
      code: -404,
      text: 'not found',
      status: 404,
    });
  });

  it('throws ApiError -9999 for a non-JSON error page', async () => {
    const api = createApiClient({
      fetch: fakeFetch({ '/api/price': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }) }),
    });
    await expect(api.apiGet('/api/price', priceSchema)).rejects.toMatchObject({ code: -9999, status: 502 });
  });

  it("never passes the status line (English 'Internal Server Error') on as the server's text; a missing code is -9999", async () => {
    const api = createApiClient({
      fetch: fakeFetch({
        '/api/html': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
        '/api/plain': () => json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
        '/api/nocode': () => json({ response: { errorText: '' } }, 500),
      }),
    });
    for (const path of ['/api/html', '/api/plain', '/api/nocode']) {
      const error = await api.apiGet(path, priceSchema).catch((e: unknown) => e);
      expect(error, path).toBeInstanceOf(ApiError);
      expect((error as ApiError).code, path).toBe(-9999);
      expect((error as ApiError).text, path).toBe('');
    }
  });

  it('on -1000 (invalid CSRF) fetches a fresh token once and retries the call once', async () => {
    let served = 0;
    let calls = 0;
    const fetch = fakeFetch({
      '/api/token': () => json({ response: `token-number-${++served}-abcdefgh` }),
      '/api/price': (init) => {
        calls++;
        const sent = headersOf(init)['x-csrf-token'];
        return sent === 'token-number-2-abcdefgh'
          ? json({ response: { price: 1, name: 'A' } })
          : json({ response: { errorCode: -1000, errorText: 'csrf' } }, 419);
      },
    });
    const api = createApiClient({ fetch });
    await expect(api.apiPost('/api/price', {}, priceSchema)).resolves.toEqual({ price: 1, name: 'A' });
    expect(calls).toBe(2);
    const tokenCalls = callsTo(fetch, '/api/token');
    expect(tokenCalls).toHaveLength(2);
    // The refresh presents the stale token, as the platform's client does.
    expect(headersOf(tokenCalls[1]?.[1])['x-csrf-token']).toBe('token-number-1-abcdefgh');
  });

  it('gives up after one retry when the fresh token is refused too', async () => {
    let calls = 0;
    const fetch = fakeFetch({
      '/api/price': () => {
        calls++;
        return json({ response: { errorCode: '-1000', errorText: 'csrf' } });
      },
    });
    const api = createApiClient({ fetch });
    await expect(api.apiPost('/api/price', {}, priceSchema)).rejects.toMatchObject({ code: -1000 });
    expect(calls).toBe(2);
    expect(callsTo(fetch, '/api/token')).toHaveLength(2);
  });

  it('logs and rethrows a network failure, and tries the token again on the next call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const fetch = fakeFetch({
      '/api/token': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json({ response: TEST_TOKEN });
      },
      '/api/price': { price: 1, name: 'A' },
    });
    const api = createApiClient({ fetch });
    await expect(api.apiPost('/api/price', {}, priceSchema)).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalledWith('[api] /api/token failed', expect.any(TypeError));
    online = true;
    await expect(api.apiPost('/api/price', {}, priceSchema)).resolves.toEqual({ price: 1, name: 'A' });
  });

  it('does not log an aborted request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = fakeFetch({
      '/api/price': () => {
        throw new DOMException('aborted', 'AbortError');
      },
    });
    const api = createApiClient({ fetch });
    await expect(api.apiGet('/api/price', priceSchema, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('resultCode', () => {
  it('reads errorCode: "0" is success, a missing code is the internal error', () => {
    expect(resultCode({ errorCode: '0' })).toBe(0);
    expect(resultCode({ errorCode: 0 })).toBe(0);
    expect(resultCode({ errorCode: '-1001' })).toBe(-1001);
    expect(resultCode({ hash: 'x' })).toBe(-9999);
    expect(resultCode(null)).toBe(-9999);
  });
});

describe('pageToken', () => {
  it("reads the token the page's response left in its cookie, among others", () => {
    expect(pageToken('storefront_csrf=abc-DEF_123')).toBe('abc-DEF_123');
    expect(pageToken('theme=dark; storefront_csrf=abc-DEF_123; lang=ru')).toBe('abc-DEF_123');
    expect(pageToken('my_storefront_csrf=x; storefront_csrf_old=y')).toBeNull();
    expect(pageToken('storefront_csrf=')).toBeNull();
    expect(pageToken('')).toBeNull();
  });
});
