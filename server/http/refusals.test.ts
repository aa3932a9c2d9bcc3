import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/envelope';
import { DomainError, type RefusalKind } from '../domain-error';
import { msg } from '../texts/messages';
import { installErrorHandler } from './envelope';
import { ApiFailure } from './errors';

/** An app whose one route throws `err`, answered by the one error handler. */
async function answerTo(err: Error, lang = 'ru') {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/throw', async () => {
    throw err;
  });
  const res = await app.inject({ method: 'GET', url: `/throw?lang=${lang}` });
  await app.close();
  return { status: res.statusCode, body: res.json() as unknown, retryAfter: res.headers['retry-after'] };
}

/**
 * Each refusal the domain raised as an HTTP error before (status, code, text), and the domain
 * error that says the same now: the answer must not change by a byte.
 */
const SAME_AS_BEFORE: Array<[RefusalKind, number, number, ReturnType<typeof msg> | string, Record<string, unknown>?]> = [
  ['invalid', 400, ErrorCode.badRequest, msg('consentsMissing'), { checkboxes: [3] }],
  ['invalid', 400, ErrorCode.badRequest, 'data: no tickets chosen'],
  ['invalid', 400, ErrorCode.unknownBank, msg('paymentMethodInvalid', { code: ErrorCode.unknownBank })],
  ['forbidden', 403, ErrorCode.invalidCaptcha, msg('captcha')],
  ['forbidden', 403, ErrorCode.badRequest, msg('subscriptionNotYours')],
  ['forbidden', 403, ErrorCode.limit, msg('returnsOff')],
  ['notFound', 404, ErrorCode.notFound, msg('orderNotFound')],
  ['conflict', 409, ErrorCode.limit, msg('placeUnavailable'), { unavailable: [101, 102] }],
  ['conflict', 409, ErrorCode.payment, msg('cannotPay')],
  ['conflict', 409, ErrorCode.noBank, msg('paymentMethodNotSet', { code: ErrorCode.noBank })],
  ['gone', 410, ErrorCode.limit, msg('confirmLinkExpired', { hours: 24 })],
];

describe('domain refusals become HTTP in one place', () => {
  it.each(SAME_AS_BEFORE)('a %s refusal answers %i and the envelope an HTTP failure had', async (kind, status, code, text, details) => {
    for (const lang of ['ru', 'en']) {
      const now = await answerTo(new DomainError(kind, code, text, details), lang);
      const before = await answerTo(new ApiFailure(status, code, text, details), lang);
      expect(now).toEqual(before);
      expect(now.status).toBe(status);
    }
  });

  it('answers the envelope literally: details first, the code as a string, the text in the request language', async () => {
    const { status, body } = await answerTo(new DomainError('conflict', ErrorCode.limit, msg('placeUnavailable'), { unavailable: [7] }), 'en');
    expect(status).toBe(409);
    expect(body).toEqual({ response: { unavailable: [7], errorCode: '-9998', errorText: expect.stringMatching(/\S/) } });
    const ru = await answerTo(new DomainError('conflict', ErrorCode.limit, msg('placeUnavailable')), 'ru');
    expect((ru.body as { response: { errorText: string } }).response.errorText).not.toBe((body as { response: { errorText: string } }).response.errorText);
  });

  it('keeps the HTTP layer\'s own limits with their Retry-After', async () => {
    const { status, body, retryAfter } = await answerTo(new ApiFailure(429, ErrorCode.tooManyRequests, msg('tooManyRequests'), undefined, 17));
    expect(status).toBe(429);
    expect(retryAfter).toBe('17');
    expect(body).toMatchObject({ response: { errorCode: '-429' } });
  });

  it('still answers any other error as the internal error, not a refusal', async () => {
    const { status, body } = await answerTo(new Error('boom'));
    expect(status).toBe(500);
    expect(body).toEqual({ response: { errorCode: '-9999', errorText: 'Internal error' } });
  });
});
