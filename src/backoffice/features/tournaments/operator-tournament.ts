import type { Tournament } from '../../../../contract/api/tournaments';

/** A tournament as the operator's list shows it: with how many players have entered. */
export type OperatorTournament = Tournament & { entrants: number };
