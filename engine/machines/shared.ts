import { fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { ErrorCode, resultCode } from '../../contract/envelope';

/**
 * What a machine tells the shell about a failure: a code and a message key, never
 * translated text. `serverText` is the platform's own errorText, passed through as data
 * (the error modal shows it when present).
 */
export type FlowError = {
  key: string;
  code?: number;
  serverText?: string;
  params?: Record<string, string | number>;
};

/** Emitted when a network actor rejects: such failures are only logged (docs/product/errors.md). */
export type FailureLog = { type: 'failure'; actor: string; message: string };

export const NOT_PROVIDED = 'ActorNotProvidedError';

/**
 * The default for every network actor. A machine started without its real actor must
 * fail loudly instead of quietly treating the call as a network error, so the error is
 * tagged and `assertActorProvided` rethrows it, which puts the actor in error status.
 */
export function notProvided<TOutput, TInput>(machine: string, actor: string) {
  return fromPromise<TOutput, TInput>(async () => {
    const error = new Error(`${machine}: actor "${actor}" is not provided; pass it with machine.provide({ actors: { ${actor} } })`);
    error.name = NOT_PROVIDED;
    throw error;
  });
}

export function assertActorProvided({ event }: { event: AnyEventObject }): void {
  const error: unknown = event.error;
  if (error instanceof Error && error.name === NOT_PROVIDED) throw error;
}

export function failureLog(event: AnyEventObject): FailureLog {
  const error: unknown = event.error;
  return {
    type: 'failure',
    actor: event.type.replace(/^xstate\.error\.actor\./, ''),
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The platform's result code: '0' is success, a missing code is the internal error. */
export function codeOf(response: unknown): number {
  return resultCode(response);
}

export function isOk(response: unknown): boolean {
  return codeOf(response) === ErrorCode.ok;
}

/** The server's errorText, when it sent one, as data for the modal. */
export function serverError(key: string, response: unknown): FlowError {
  const text = response && typeof response === 'object' && 'errorText' in response ? (response as { errorText: unknown }).errorText : undefined;
  const error: FlowError = { key, code: codeOf(response) };
  if (typeof text === 'string' && text.trim() !== '') error.serverText = text;
  return error;
}
