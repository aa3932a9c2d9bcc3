import { assign, emit, setup } from 'xstate';
import type { z } from 'zod';
import type { captchaCheckSchema, captchaSchema } from '../../contract/captcha';
import { assertActorProvided, failureLog, notProvided } from './shared';
import type { FailureLog, FlowError } from './shared';

export type CaptchaMode = 'none' | 'recaptcha' | 'image';
/** What the order request carries to prove a human sent it. */
export type CaptchaProof = { kind: 'none' } | { kind: 'recaptcha'; token: string } | { kind: 'image'; sid: string; code: string };

/** GET /api/captcha: an SVG image and its id. */
export type CaptchaImage = z.infer<typeof captchaSchema>;
/** POST /api/captcha/check. */
export type CaptchaCheckInput = { code: string; sid: string };
export type CaptchaCheckResult = z.infer<typeof captchaCheckSchema>;

/** The image captcha input takes at most 8 characters (docs/product/booking.md). */
export const CAPTCHA_MAX_LENGTH = 8;

type Context = { mode: CaptchaMode; image: CaptchaImage | null; code: string; proof: CaptchaProof | null; error: FlowError | null };

export type CaptchaEvent =
  /** `mode`: the order's own (the server may have raised it to the image); else the flow's. */
  | { type: 'REQUEST'; mode?: CaptchaMode }
  | { type: 'TYPE'; code: string }
  | { type: 'SUBMIT' }
  | { type: 'RELOAD' }
  | { type: 'CLOSE' }
  | { type: 'RESET' };

export type CaptchaEmitted =
  | { type: 'captcha.passed'; proof: CaptchaProof }
  | { type: 'captcha.failed' }
  | { type: 'recaptcha.reset' }
  | FailureLog;

const modeOf = (context: Context, event: CaptchaEvent): CaptchaMode => (event.type === 'REQUEST' && event.mode ? event.mode : context.mode);

export const captchaMachine = setup({
  types: {
    input: {} as { mode: CaptchaMode },
    context: {} as Context,
    events: {} as CaptchaEvent,
    emitted: {} as CaptchaEmitted,
  },
  actors: {
    /** Runs the invisible recaptcha; resolves with its token. */
    executeRecaptcha: notProvided<string, void>('captcha', 'executeRecaptcha'),
    loadCaptcha: notProvided<CaptchaImage, void>('captcha', 'loadCaptcha'),
    checkCaptcha: notProvided<CaptchaCheckResult, CaptchaCheckInput>('captcha', 'checkCaptcha'),
  },
  guards: {
    noCaptcha: ({ context, event }) => modeOf(context, event) === 'none',
    usesRecaptcha: ({ context, event }) => modeOf(context, event) === 'recaptcha',
    codeFits: ({ event }) => event.type === 'TYPE' && event.code.length <= CAPTCHA_MAX_LENGTH,
    hasCode: ({ context }) => context.code.trim().length > 0,
    captchaValid: (_, result: CaptchaCheckResult) => result.result === true,
  },
  actions: {
    takeMode: assign({ mode: ({ context, event }) => modeOf(context, event) }),
    passDirect: assign({ proof: { kind: 'none' } }),
    keepToken: assign({ proof: (_, token: string) => ({ kind: 'recaptcha' as const, token }) }),
    showImage: assign({ image: (_, image: CaptchaImage) => image, code: '' }),
    setCode: assign({ code: ({ context, event }) => (event.type === 'TYPE' ? event.code : context.code) }),
    // The check may hand back the sid and text to send on; otherwise what was typed.
    keepImageProof: assign({
      proof: ({ context }, result: CaptchaCheckResult) => ({
        kind: 'image' as const,
        sid: result.sid || context.image?.sid || '',
        code: result.text || context.code,
      }),
    }),
    markInvalid: assign({ error: { key: 'captcha.invalid' } }),
    clearError: assign({ error: null }),
    clearAll: assign({ image: null, code: '', proof: null, error: null }),
    announcePassed: emit(({ context }) => ({ type: 'captcha.passed' as const, proof: context.proof ?? { kind: 'none' as const } })),
    announceFailed: emit({ type: 'captcha.failed' as const }),
    resetRecaptcha: emit({ type: 'recaptcha.reset' as const }),
    assertActorProvided,
    logFailure: emit(({ event }) => failureLog(event)),
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({ mode: input.mode, image: null, code: '', proof: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        REQUEST: [
          { guard: 'noCaptcha', target: 'passed', actions: ['takeMode', 'passDirect'] },
          { guard: 'usesRecaptcha', target: 'recaptcha', actions: 'takeMode' },
          { target: 'image', actions: 'takeMode' },
        ],
      },
    },
    recaptcha: {
      invoke: {
        src: 'executeRecaptcha',
        id: 'executeRecaptcha',
        onDone: { target: 'passed', actions: { type: 'keepToken', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: ['assertActorProvided', 'logFailure'] },
      },
    },
    image: {
      initial: 'loading',
      on: { CLOSE: 'failed' },
      states: {
        loading: {
          invoke: {
            src: 'loadCaptcha',
            id: 'loadCaptcha',
            onDone: { target: 'awaitingCode', actions: { type: 'showImage', params: ({ event }) => event.output } },
            onError: { target: '#captcha.failed', actions: ['assertActorProvided', 'logFailure'] },
          },
        },
        awaitingCode: {
          on: {
            TYPE: { guard: 'codeFits', actions: ['setCode', 'clearError'] },
            SUBMIT: { guard: 'hasCode', target: 'checking' },
            RELOAD: 'loading',
          },
        },
        checking: {
          invoke: {
            src: 'checkCaptcha',
            id: 'checkCaptcha',
            input: ({ context }) => ({ code: context.code, sid: context.image?.sid ?? '' }),
            onDone: [
              {
                guard: { type: 'captchaValid', params: ({ event }) => event.output },
                target: '#captcha.passed',
                actions: { type: 'keepImageProof', params: ({ event }) => event.output },
              },
              // A wrong code gets a fresh image (docs/product/booking.md).
              { target: 'loading', actions: 'markInvalid' },
            ],
            // The check could not be made: the buyer may submit the same code again.
            onError: { target: 'awaitingCode', actions: ['assertActorProvided', 'logFailure'] },
          },
        },
      },
    },
    passed: {
      entry: 'announcePassed',
      // The order request has been answered: a recaptcha token is single-use.
      on: { RESET: { target: 'idle', actions: ['clearAll', 'resetRecaptcha'] } },
    },
    // Closing the image without a valid code, or a recaptcha that would not run.
    failed: {
      entry: 'announceFailed',
      on: { RESET: { target: 'idle', actions: ['clearAll', 'resetRecaptcha'] } },
    },
  },
});
