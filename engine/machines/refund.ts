import { assign, emit, setup } from 'xstate';
import type { ErrorBody } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { countdownMachine } from './countdown';
import { assertActorProvided, codeOf, failureLog, isOk, notProvided, serverError } from './shared';
import type { FailureLog, FlowError } from './shared';

/** Refund row status_id (docs/product/refund.md). */
export const REFUND_OPEN = 0;
export const REFUND_UNCONFIRMED = 60;
export const REFUND_CONFIRMED = 70;
export const REFUND_DONE = 80;

/** A ticket line of the refund page; the shell keeps the other display fields. */
export type RefundRow = {
  id: number;
  status_id: number;
  /** Seconds left to file the application online; 0 or less: no longer possible. */
  returndatime: number;
  sortnum: number;
  quant: number;
  summa: number;
};
export type RefundReason = { id: number };
/** POST order return data: error_code, rows, date, text (consent), reasons. */
export type ReturnData = { error_code?: number | string; rows: RefundRow[]; date?: string; text?: string; reasons: RefundReason[] };
export type LoadReturnInput = { hash: string; lang?: string; hashConf?: string };
export type CreateReturnInput = { hash: string; lang?: string; reason: number; id: number[] };
export type ConfirmReturnInput = { hash: string; lang?: string; hashConf: string };

export type RefundInput = {
  hash: string;
  lang?: string;
  /** The confirmation hash from the e-mail link (query hash_conf). */
  hashConf?: string | null;
  /** The order's usereturn, or else setup.app.order_return. */
  returnAllowed: boolean;
};

type Context = RefundInput & {
  rows: RefundRow[];
  reasons: RefundReason[];
  /** sortnum of the groups whose time to apply online is over. */
  expired: number[];
  selected: number[];
  reason: number | null;
  consent: boolean;
  error: FlowError | null;
  notice: 'refund.created' | 'refund.confirmed' | null;
};

export type RefundEvent =
  | { type: 'TOGGLE_TICKET'; id: number }
  | { type: 'SELECT_REASON'; id: number }
  | { type: 'SET_CONSENT'; on: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  | { type: 'RELOAD' }
  | { type: 'COUNTDOWN.EXPIRED'; key: string };

export type RefundEmitted = FailureLog;

/** A confirmation hash longer than 5 characters switches to confirm mode (docs/product/refund.md). */
export const CONFIRM_HASH_MIN = 6;
const confirmMode = (c: Context) => (c.hashConf ?? '').length >= CONFIRM_HASH_MIN;
const lang = (c: Context) => (c.lang ? { lang: c.lang } : {});

/** One timer per group: the group's time to apply online. */
function groupTimers(rows: RefundRow[]): Record<string, number> {
  const timers: Record<string, number> = {};
  for (const r of rows) timers[String(r.sortnum)] = Math.max(timers[String(r.sortnum)] ?? 0, r.returndatime);
  return timers;
}

/** A ticket can be ticked: open status, a real id, and its group still in time. */
export const selectable = (c: Pick<Context, 'rows' | 'expired'>, id: number) =>
  id !== 0 && c.rows.some((r) => r.id === id && r.status_id === REFUND_OPEN && !c.expired.includes(r.sortnum));

/** Nothing is left to apply for: no line can be ticked (all applied for, refunded, or out of time). */
export const nothingToApply = (c: Pick<Context, 'rows' | 'expired'>) => !c.rows.some((r) => selectable(c, r.id));

/**
 * What the ticked lines come to. A line is one ticket, whatever number of visitors it admits
 * (`quant`: a family ticket for four is one ticket to return).
 */
export function refundSummary(c: Pick<Context, 'rows' | 'selected'>) {
  const rows = c.rows.filter((r) => c.selected.includes(r.id));
  return { tickets: rows.length, amount: rows.reduce((s, r) => s + r.summa, 0) };
}

export const refundMachine = setup({
  types: {
    input: {} as RefundInput,
    context: {} as Context,
    events: {} as RefundEvent,
    emitted: {} as RefundEmitted,
  },
  actors: {
    loadReturn: notProvided<ReturnData, LoadReturnInput>('refund', 'loadReturn'),
    /** The answer is not specified; an errorCode in it is honoured when present. */
    createReturn: notProvided<Partial<ErrorBody> | null, CreateReturnInput>('refund', 'createReturn'),
    confirmReturn: notProvided<ErrorBody, ConfirmReturnInput>('refund', 'confirmReturn'),
    countdown: countdownMachine,
  },
  guards: {
    returnForbidden: ({ context }) => !context.returnAllowed,
    found: (_, data: ReturnData) => data.error_code === undefined || codeOf({ errorCode: data.error_code }) === ErrorCode.ok,
    confirmMode: ({ context }) => confirmMode(context),
    // Every ticket confirmed for refund: nothing left to apply for, the footer goes.
    allConfirmed: ({ context }) => context.rows.length > 0 && context.rows.every((r) => r.status_id === REFUND_CONFIRMED),
    nothingToApply: ({ context }) => context.rows.length > 0 && nothingToApply(context),
    isSelected: ({ context, event }) => event.type === 'TOGGLE_TICKET' && context.selected.includes(event.id),
    selectable: ({ context, event }) => event.type === 'TOGGLE_TICKET' && selectable(context, event.id),
    reasonOffered: ({ context, event }) => event.type === 'SELECT_REASON' && context.reasons.some((r) => r.id === event.id),
    canApply: ({ context }) => context.consent && context.reason !== null && context.selected.length > 0,
    canConfirm: ({ context }) => context.consent,
    accepted: (_, out: Partial<ErrorBody> | null) => !out || out.errorCode === undefined || isOk(out),
  },
  actions: {
    keepData: assign((_, data: ReturnData) => {
      const timers = groupTimers(data.rows);
      return {
        rows: data.rows,
        reasons: data.reasons,
        expired: Object.entries(timers).filter(([, s]) => s <= 0).map(([k]) => Number(k)),
        selected: [],
        reason: null,
        consent: false,
      };
    }),
    expireGroup: assign(({ context, event }) => {
      if (event.type !== 'COUNTDOWN.EXPIRED') return {};
      const sortnum = Number(event.key);
      if (context.expired.includes(sortnum)) return {};
      const gone = new Set(context.rows.filter((r) => r.sortnum === sortnum).map((r) => r.id));
      return { expired: [...context.expired, sortnum], selected: context.selected.filter((id) => !gone.has(id)) };
    }),
    select: assign({ selected: ({ context, event }) => (event.type === 'TOGGLE_TICKET' ? [...context.selected, event.id] : context.selected) }),
    deselect: assign({ selected: ({ context, event }) => context.selected.filter((id) => event.type !== 'TOGGLE_TICKET' || id !== event.id) }),
    setReason: assign({ reason: ({ context, event }) => (event.type === 'SELECT_REASON' ? event.id : context.reason) }),
    setConsent: assign({ consent: ({ context, event }) => (event.type === 'SET_CONSENT' ? event.on : context.consent) }),
    noticeCreated: assign({ notice: 'refund.created' as const }),
    noticeConfirmed: assign({ notice: 'refund.confirmed' as const }),
    clearNotice: assign({ notice: null }),
    keepError: assign({ error: (_, out: Partial<ErrorBody> | null) => serverError('error.refund', out) }),
    clearError: assign({ error: null }),
    assertActorProvided,
    logFailure: emit(({ event }) => failureLog(event)),
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => ({ ...input, rows: [], reasons: [], expired: [], selected: [], reason: null, consent: false, error: null, notice: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'returnForbidden', target: 'toOrder' }, { target: 'loading' }] },
    // Returns are not allowed for this order: the shell goes to the order view.
    toOrder: { type: 'final' },
    loading: {
      invoke: {
        src: 'loadReturn',
        id: 'loadReturn',
        input: ({ context }) => ({ hash: context.hash, ...lang(context), ...(context.hashConf ? { hashConf: context.hashConf } : {}) }),
        onDone: [
          { guard: { type: 'found', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'keepData', params: ({ event }) => event.output } },
          { target: 'notFound' },
        ],
        onError: { target: 'loadFailed', actions: ['assertActorProvided', 'logFailure'] },
      },
    },
    notFound: {},
    // No answer: only logged, nothing shown (docs/product/refund.md); the page may try again.
    loadFailed: { on: { RELOAD: 'loading' } },
    ready: {
      invoke: { src: 'countdown', id: 'groups', input: ({ context }) => ({ timers: groupTimers(context.rows) }) },
      on: {
        'COUNTDOWN.EXPIRED': { actions: 'expireGroup' },
        // Closing the 'application accepted' or 'refund confirmed' modal.
        DISMISS: { actions: 'clearNotice' },
      },
      initial: 'evaluate',
      states: {
        evaluate: {
          always: [
            { guard: 'confirmMode', target: 'confirmForm' },
            { guard: 'allConfirmed', target: 'settled' },
            { guard: 'nothingToApply', target: 'closed' },
            { target: 'form' },
          ],
        },
        settled: {},
        // No line can be ticked any more (applied for and awaiting confirmation, refunded, or
        // out of time): reasons, consent and button would have nothing to act on.
        closed: {},
        form: {
          // The last group running out of time closes the form too.
          always: { guard: 'nothingToApply', target: 'closed' },
          on: {
            TOGGLE_TICKET: [
              { guard: 'isSelected', actions: 'deselect' },
              { guard: 'selectable', actions: 'select' },
            ],
            SELECT_REASON: { guard: 'reasonOffered', actions: 'setReason' },
            SET_CONSENT: { actions: 'setConsent' },
            SUBMIT: { guard: 'canApply', target: 'applyDialog' },
          },
        },
        // "Issue refund?": the e-mail link that confirms it is valid 24 hours.
        applyDialog: { on: { CONFIRM: 'creating', CANCEL: 'form' } },
        creating: {
          invoke: {
            src: 'createReturn',
            id: 'createReturn',
            input: ({ context }) => ({ hash: context.hash, ...lang(context), reason: context.reason ?? 0, id: context.selected.filter((id) => id !== 0) }),
            onDone: [
              // "Заявление принято", then the page reloads to show the new statuses.
              { guard: { type: 'accepted', params: ({ event }) => event.output }, target: '#refund.loading', actions: 'noticeCreated' },
              { target: 'error', actions: { type: 'keepError', params: ({ event }) => event.output } },
            ],
            onError: { target: 'form', actions: ['assertActorProvided', 'logFailure'] },
          },
        },
        confirmForm: {
          on: {
            SET_CONSENT: { actions: 'setConsent' },
            SUBMIT: { guard: 'canConfirm', target: 'confirming' },
          },
        },
        confirming: {
          invoke: {
            src: 'confirmReturn',
            id: 'confirmReturn',
            input: ({ context }) => ({ hash: context.hash, ...lang(context), hashConf: context.hashConf ?? '' }),
            onDone: [
              { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'confirmed', actions: 'noticeConfirmed' },
              { target: 'error', actions: { type: 'keepError', params: ({ event }) => event.output } },
            ],
            onError: { target: 'confirmForm', actions: ['assertActorProvided', 'logFailure'] },
          },
        },
        // "Возврат успешно подтвержден, заявление принято и передано в работу".
        confirmed: {},
        error: { on: { DISMISS: { target: 'evaluate', actions: 'clearError' } } },
      },
    },
  },
});
