import { msg } from '@lingui/core/macro';
import type { GameFairness } from '../fairness/game-fairness';

export const FAIRNESS: GameFairness<'hilo'> = {
  game: 'hilo',
  describe(result) {
    const cards = result.cards.map((card) => card.label).join(' ');
    return msg`Cards: ${cards}`;
  },
  betOutcome({ outcome }) {
    const cards = Array.isArray(outcome?.cards) ? outcome.cards : [];
    const labels = cards.map((card) => (card as { label?: unknown }).label).filter((l) => typeof l === 'string');
    return labels.length > 6
      ? `${labels.slice(0, 2).join(' ')} … ${labels.slice(-3).join(' ')}`
      : labels.join(' ') || '—';
  },
  verifyOptions: ({ outcome }) => ({ cards: Array.isArray(outcome?.cards) ? outcome.cards.length : 1 }),
};
