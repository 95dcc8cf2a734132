/**
 * A bet or a step the game's rules refuse: the form field to blame, the error code and its text. The server answers
 * it as a 422 (`{ errors: { [field]: ['code: text'] } }`); demo mode in the worker as the same validation failure.
 */
export class BetRefused extends Error {
  constructor(
    readonly field: string,
    readonly code: string,
    readonly text: string,
  ) {
    super(`${code}: ${text}`);
    this.name = 'BetRefused';
  }
}

/**
 * A move the round's state does not allow now (`nothing_to_cash_out`, `no_round`) or a thing that does not exist
 * (`case_not_found`): the server answers its status with `{ code, message }`, demo mode the same failure.
 */
export class RoundConflict extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly code: string,
    readonly text: string,
  ) {
    super(`${code}: ${text}`);
    this.name = 'RoundConflict';
  }
}
