import type { z } from 'zod';

/** The server refused: a non-2xx answer, or an envelope whose errorCode is not 0. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** A code of the error catalogue (docs/product/errors.md), -9999 when the server gave none. */
    readonly code: number,
    /** The server's errorText; may be shown in the error modals (docs/product/errors.md). */
    readonly text: string,
    readonly status: number,
    readonly path: string,
  ) {
    super(`${path}: ${status} errorCode ${code}${text ? ` (${text})` : ''}`);
  }
}

/** The answer did not match the shared contract: a client/server mismatch, never user input. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    super(`${path}: answer breaks the contract${first ? ` at ${first.path.join('.') || '(root)'}: ${first.message}` : ''}`);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Why a call failed, as the buyer needs to hear it: the network (fetch itself failed: no
 * connection, the server unreachable), the server (5xx, a proxy's error page, an answer
 * that breaks the contract), or the server's answer that the thing is not there or not
 * allowed (every other refusal). Only the first two are worth trying again.
 */
export type FailureKind = 'network' | 'server' | 'refused';

export function failureKind(error: unknown): FailureKind {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 0 || error.status === 408 || error.status === 429 ? 'server' : 'refused';
  if (error instanceof ApiContractError) return 'server';
  // fetch rejects with a TypeError when the request never got an answer.
  return 'network';
}

export function isTransient(error: unknown): boolean {
  return failureKind(error) !== 'refused';
}
