import { BetRefused } from '../contract/games/refusal';
import { toFailure } from './http/client';

/** What a worker call that reaches the API gives back to the page: never a thrown error across Comlink. */
export type ApiFailure =
  | { kind: 'validation'; status: 422; errors: Record<string, string[]> }
  /** `retryAfter`: the server's Retry-After in seconds, when it sent one (e.g. a code asked for again too soon). */
  | { kind: 'http'; status: number; code: string; message: string; retryAfter?: number; details?: unknown }
  | { kind: 'network'; message: string }
  /**
   * A write whose answer was lost and could not be had again in time: the server may have applied it. Never "try
   * again": the worker keeps asking in the background and pushes the answer as a `confirmed` event with this key.
   */
  | { kind: 'unconfirmed'; key: string; message: string };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/** A refusal the worker answers itself (demo mode), with the failure the server would have answered. */
export class Refusal extends Error {
  constructor(readonly failure: ApiFailure) {
    super('message' in failure ? failure.message : 'Refused');
    this.name = 'Refusal';
  }
}

/**
 * Runs a call and answers its data, or its failure as the page renders it: a refusal of the game rules (the
 * contract's BetRefused, in demo mode) as the server's 422, the worker's own Refusal as is, anything a request threw
 * through `toFailure`.
 */
export async function attempt<T>(call: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (error instanceof BetRefused) {
      return { ok: false, failure: { kind: 'validation', status: 422, errors: { [error.field]: [error.message] } } };
    }
    if (error instanceof Refusal) return { ok: false, failure: error.failure };
    return { ok: false, failure: toFailure(error) };
  }
}
