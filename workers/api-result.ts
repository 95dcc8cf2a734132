/** What a worker call that reaches the API gives back to the page: never a thrown error across Comlink. */
export type ApiFailure =
  | { kind: 'validation'; status: 422; errors: Record<string, string[]> }
  | { kind: 'http'; status: number; code: string; message: string }
  | { kind: 'network'; message: string };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };
