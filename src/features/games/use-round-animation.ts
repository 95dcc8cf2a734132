import { useEffect, useState } from 'react';
import type { AutoBetGame } from '../../../contract/games/autobet';
import { useGames } from '../../stores/games';
import type { useOutcomeReveal } from './use-outcome-reveal';

/**
 * A game's animation of its last round in the store, whoever played it (a manual bet, an auto round): each new round
 * animates for `durationMs` (`animating`), then its held outcome lands; `turns` counts the rounds animated (a spin,
 * a flip each). The round already on screen when the page opens is shown still. With reduced motion, in instant
 * mode or in auto mode (use-instant-presentation.ts) nothing animates.
 */
export function useRoundAnimation(game: AutoBetGame, reveal: ReturnType<typeof useOutcomeReveal>, durationMs: number) {
  const { land, reduced } = reveal;
  const last = useGames().last[game];
  const [seen, setSeen] = useState(last);
  const [turns, setTurns] = useState(0);
  const [landed, setLanded] = useState(last);
  if (last !== seen) {
    setSeen(last);
    setTurns(turns + 1);
  }

  useEffect(() => {
    if (last === landed) return;
    if (reduced) {
      setLanded(last);
      land();
      return;
    }
    const timer = setTimeout(() => {
      setLanded(last);
      land();
    }, durationMs);
    return () => clearTimeout(timer);
  }, [last, landed, reduced, land, durationMs]);

  return { last, turns, animating: !reduced && last !== landed };
}
