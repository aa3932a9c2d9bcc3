import { z } from 'zod';
import { envelopeSchema, errorBodySchema, ErrorCode, resultCode, tokenResponseSchema } from '../../contract/envelope';
import { PAGE_TOKEN_COOKIE } from '../../contract/page-token';
import { ApiContractError, ApiError, isAbortError } from './errors';

export { resultCode };
export { ApiError, ApiContractError } from './errors';

export type RequestOptions = { signal?: AbortSignal };

type Fetch = typeof globalThis.fetch;

const TOKEN_PATH = '/api/token';
const anyEnvelope = envelopeSchema(z.unknown());

// Logged here: what no caller can act on (network failures, contract breaks). An ApiError
// is the server's answer, for the caller to handle; aborts are React Query cancelling.
function fail(error: unknown, path: string): never {
  if (!isAbortError(error) && !(error instanceof ApiError)) console.error(`[api] ${path} failed`, error);
  throw error;
}

function contractIssue(message: string): z.core.$ZodIssue {
  return { code: 'custom', message, path: [], input: undefined };
}

async function readJson(res: Response, path: string): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch {
    // A non-JSON 4xx/5xx (a proxy's HTML page) is still a refusal, not a contract break. Its
    // status line ("Internal Server Error") is no text for the buyer: the page says it in its language.
    if (!res.ok) throw new ApiError(ErrorCode.internal, '', res.status, path);
    throw new ApiContractError(path, [contractIssue('the body is not JSON')]);
  }
}

/** Reads `{response: {errorCode, errorText}}`; null when the answer is not a refusal. */
function refusal(body: unknown, res: Response, path: string): ApiError | null {
  const envelope = anyEnvelope.safeParse(body);
  const inner = envelope.success ? envelope.data.response : undefined;
  const hasCode = typeof inner === 'object' && inner !== null && 'errorCode' in inner;
  if (res.ok && (!hasCode || resultCode(inner) === ErrorCode.ok)) return null;
  const parsed = errorBodySchema.safeParse(inner);
  const code = hasCode ? resultCode(inner) : ErrorCode.internal;
  return new ApiError(code, parsed.success ? parsed.data.errorText : '', res.status, path);
}

/**
 * A client for the platform's API: CSRF token, envelope, contract parsing, error codes.
 * The app uses the default instance below; tests make their own for a clean token.
 */
/**
 * What the server left the page for its first calls (server/http/client-app.ts): the CSRF
 * token (in a cookie), and GETs it started while the code downloaded.
 */
export type PageBoot = {
  token: () => string | null;
  /** The answer to a GET already on its way, taken once; undefined when there is none. */
  takeEarly: (path: string) => Promise<Response> | undefined;
};

type EarlyWindow = Window & { __earlyGets?: Record<string, Promise<Response>> };

/** The CSRF token the page's response left in its cookie (contract/page-token.ts), if any. */
export function pageToken(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === PAGE_TOKEN_COOKIE) return part.slice(at + 1).trim() || null;
  }
  return null;
}

export const documentBoot: PageBoot = {
  token: () => (typeof document === 'undefined' ? null : pageToken(document.cookie)),
  takeEarly(path) {
    if (typeof window === 'undefined') return undefined;
    const early = (window as EarlyWindow).__earlyGets;
    const answer = early?.[path];
    if (early && answer) delete early[path];
    return answer;
  },
};

/**
 * Where a call goes while the server renders a page (src/entry-server.tsx): that visitor's
 * request, answered by the server's own routes, with the CSRF token made for it. Looked up
 * per call, since one server renders for many visitors at once.
 */
export type CallScope = { fetch: Fetch; token: string | null; language: string };

export function createApiClient(options: { fetch?: Fetch; language?: () => string; boot?: PageBoot; scope?: () => CallScope | undefined } = {}) {
  // Looked up per call so that tests can stub the global.
  const doFetch: Fetch = (input, init) => (options.scope?.()?.fetch ?? options.fetch ?? globalThis.fetch)(input, init);
  // The page's language (its <html lang>, which i18next keeps), so that the server's refusal
  // texts come in it even for calls whose payload has no `lang` field (docs/product/errors.md: the modal
  // shows the server's errorText as it came).
  const language =
    options.language ?? (() => options.scope?.()?.language ?? (typeof document === 'undefined' ? '' : document.documentElement.lang));
  const withLanguage = (headers: Record<string, string>) => {
    const lang = language();
    if (lang) headers['Accept-Language'] = lang;
    return headers;
  };
  const boot = options.boot;
  const pageToken = boot?.token();
  let token: Promise<string> | null = pageToken ? Promise.resolve(pageToken) : null;

  async function fetchToken(stale?: string): Promise<string> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    if (stale) headers['X-CSRF-TOKEN'] = stale;
    let res: Response;
    try {
      res = await doFetch(TOKEN_PATH, { headers: withLanguage(headers), credentials: 'same-origin' });
    } catch (error) {
      fail(error, TOKEN_PATH);
    }
    const body = await readJson(res, TOKEN_PATH).catch((error: unknown) => fail(error, TOKEN_PATH));
    const refused = refusal(body, res, TOKEN_PATH);
    if (refused) fail(refused, TOKEN_PATH);
    const parsed = tokenResponseSchema.safeParse(body);
    if (!parsed.success) fail(new ApiContractError(TOKEN_PATH, parsed.error.issues), TOKEN_PATH);
    return parsed.data.response;
  }

  function currentToken(): Promise<string> {
    // Shared by concurrent calls: one token request per page load, not one per call.
    token ??= fetchToken().catch((error: unknown) => {
      token = null; // the next call tries again
      throw error;
    });
    return token;
  }

  async function freshToken(stale: string): Promise<string> {
    // Several calls rejected with the same stale token share one refresh.
    const current = await token?.catch(() => null);
    if (current && current !== stale) return current;
    token = fetchToken(stale).catch((error: unknown) => {
      token = null;
      throw error;
    });
    return token;
  }

  async function send<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: S,
    { signal }: RequestOptions = {},
    /** Parse the whole body, not only its `response` (order-data sends lists beside it). */
    whole = false,
  ): Promise<z.output<S>> {
    // Only writes need the token (the server checks it on POST). A GET goes at once and
    // starts the token on its way, so that the page's first write does not wait for it
    // and the session cookie is set early; a failed token is tried again by the next call.
    let csrf = '';
    const scope = options.scope?.();
    // A server render uses its visitor's token and never keeps one for the next visitor.
    if (scope) csrf = method === 'POST' ? (scope.token ?? '') : '';
    else if (method === 'POST') csrf = await currentToken();
    else currentToken().catch(() => undefined);
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      };
      if (csrf) headers['X-CSRF-TOKEN'] = csrf;
      if (method === 'POST') headers['Content-Type'] = 'application/json';
      let res: Response;
      // The page's first GET may already be on its way (started by the page's HTML); if that
      // one failed, this call asks again rather than failing on a stale attempt.
      const early = method === 'GET' && attempt === 0 ? boot?.takeEarly(path) : undefined;
      try {
        res = early ? await early.catch(() => doFetch(path, { method, headers: withLanguage(headers), credentials: 'same-origin', signal })) : await doFetch(path, {
          method,
          headers: withLanguage(headers),
          credentials: 'same-origin',
          body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
          signal,
        });
      } catch (error) {
        fail(error, path);
      }
      const json = await readJson(res, path).catch((error: unknown) => fail(error, path));
      const refused = refusal(json, res, path);
      if (refused?.code === ErrorCode.invalidCsrf && attempt === 0 && !scope) {
        // The session behind the token expired (a tab left open overnight): renew once.
        csrf = await freshToken(csrf);
        continue;
      }
      if (refused) throw refused;
      const envelope = anyEnvelope.safeParse(json);
      if (!envelope.success) fail(new ApiContractError(path, envelope.error.issues), path);
      const parsed = schema.safeParse(whole ? json : envelope.data.response);
      if (!parsed.success) fail(new ApiContractError(path, parsed.error.issues), path);
      return parsed.data as z.output<S>;
    }
  }

  return {
    apiGet: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
      send('GET', path, undefined, schema, options),
    apiPost: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
      send('POST', path, body, schema, options),
    /** POST like `apiPost`, but `schema` parses the whole body: `{response, …beside it}`. */
    apiPostEnvelope: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
      send('POST', path, body, schema, options, true),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let serverScope: (() => CallScope | undefined) | null = null;

/** Set once by the server's render entry (src/entry-server.tsx); browsers never call it. */
export function setServerCallScope(lookup: () => CallScope | undefined): void {
  serverScope = lookup;
}

const defaultClient = createApiClient({ boot: documentBoot, scope: () => serverScope?.() });

/** GET `path`, unwrap `{response}`, parse it with `schema` (the inner shape). */
export const apiGet = defaultClient.apiGet;
/** POST a JSON `body` to `path`, unwrap `{response}`, parse it with `schema`. */
export const apiPost = defaultClient.apiPost;
/**
 * POST like `apiPost`; `schema` parses the whole body, `response` and what sits beside it
 * (POST /api/order-data: the tickets in `response`, text, consents and lists next to it).
 */
export const apiPostEnvelope = defaultClient.apiPostEnvelope;
