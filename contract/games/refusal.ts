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
