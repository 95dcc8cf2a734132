import { HttpError } from '../lib/http-error';

/** The 409s of the games (contract/api/games.ts lists them). */
export const roundOpen = () =>
  new HttpError(409, 'round_open', 'Finish the unfinished round first (it is kept until you finish it)');
export const noRound = () => new HttpError(409, 'no_round', 'There is no unfinished round');
export const roundChanged = () =>
  new HttpError(409, 'round_changed', 'The round moved on (another tab?): reload it and try again');
export const seedsChanged = () =>
  new HttpError(409, 'seeds_changed', 'The seeds were just changed (another tab?): reload them and try again');
