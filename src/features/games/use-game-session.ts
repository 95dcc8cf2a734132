import { useEffect } from 'react';
import type { GameName } from '../../../contract/api/games';
import { useApp } from '../../stores/app';
import { loadGame, useGames } from '../../stores/games';
import { loadMyBonuses } from '../../stores/promo';
import { useSession } from '../../stores/session';

/** Loads the game's config, seeds and recent rounds, again whenever the player signs in or out. */
export function useGameSession(game: GameName) {
  const { status, profile } = useSession();
  const { online } = useApp();
  const games = useGames();
  useEffect(() => {
    if (status !== 'loading') void loadGame(game);
  }, [game, status]);
  // The active bonus's max bet checks stakes before they are sent (use-stake-check.ts).
  useEffect(() => {
    if (status === 'signed-in') void loadMyBonuses();
  }, [status]);
  const signedIn = status === 'signed-in';
  const currency = profile?.data.currency ?? games.config?.currency ?? 'RUB';
  const limits = games.config?.limits[game] ?? { min: null, max: null };
  // A stake takes real money, then bonus money (contract/bonus/wagering.ts rule 1): both are there to bet.
  const balance = signedIn ? (profile?.data.total_balance ?? null) : games.demoBalance;
  const demo = Boolean(games.seeds?.demo);
  // The guest's notice is what the page was prerendered with: it stays until the player is known to be signed in
  // (its amount fills in), so the page's largest text is painted once, at the first paint.
  const demoNotice = !signedIn;
  // Real-money rounds need the server; demo rounds run in the worker and work offline.
  const offline = !online && signedIn && !demo;
  const unconfirmed = Boolean(games.unconfirmed[game]);
  // Whom the round is for (a player, or a guest's demo) and its seeds are known: before that, no bet.
  const ready = status !== 'loading' && games.seeds !== null;
  return { games, signedIn, currency, limits, balance, demo, demoNotice, offline, unconfirmed, ready };
}
