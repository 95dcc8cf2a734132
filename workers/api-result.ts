/** What a worker call that reaches the API gives back to the page: never a thrown error across Comlink. */
export type ApiFailure =
  | { kind: 'validation'; status: 422; errors: Record<string, string[]> }
  | { kind: 'http'; status: number; code: string; message: string }
  | { kind: 'network'; message: string }
  /**
   * A write whose answer was lost and could not be had again in time: the server may have applied it. Never "try
   * again": the worker keeps asking in the background and pushes the answer as a `confirmed` event with this key.
   */
  | { kind: 'unconfirmed'; key: string; message: string };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };
