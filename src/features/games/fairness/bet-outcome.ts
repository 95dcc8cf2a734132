import { msg } from '@lingui/core/macro';
import type { GameBet } from '../../../../contract/api/games';
import type { VerifyRequest } from '../../../../contract/fairness/verify';
import { formatDiceRoll } from '../../../../contract/games/dice';
import { i18n } from '../../../i18n/i18n';

/** A round's outcome in a few characters, for the recent-bets table. Each game adds its case. */
export function betOutcomeText(bet: GameBet): string {
  const outcome = bet.outcome ?? {};
  switch (bet.game) {
    case 'dice':
      return typeof outcome.roll === 'number' ? formatDiceRoll(outcome.roll) : '—';
    case 'coinflip':
      return typeof outcome.side === 'string' ? outcome.side : '—';
    case 'miner': {
      const revealed = Array.isArray(outcome.revealed) ? outcome.revealed.length : 0;
      const mines = Number(bet.params.mines ?? outcome.mines ?? 0);
      return i18n._(msg`Tiles: ${revealed} · mines: ${mines}`);
    }
    case 'hilo': {
      const cards = Array.isArray(outcome.cards) ? outcome.cards : [];
      const labels = cards.map((card) => (card as { label?: unknown }).label).filter((l) => typeof l === 'string');
      return labels.length > 6
        ? `${labels.slice(0, 2).join(' ')} … ${labels.slice(-3).join(' ')}`
        : labels.join(' ') || '—';
    }
    case 'cases': {
      const item = outcome.item as { name?: unknown } | undefined;
      return typeof item?.name === 'string' ? item.name : '—';
    }
    case 'roulette':
      return typeof outcome.pocket === 'number' ? String(outcome.pocket) : '—';
    case 'keno':
      return typeof outcome.hits === 'number' && Array.isArray(bet.params.picks)
        ? `${outcome.hits}/${bet.params.picks.length}`
        : '—';
    default:
      return '—';
  }
}

/** What the verifier needs to recompute a round's draw: the game and the options that shaped it. */
export function verifyRequestFor(bet: GameBet): VerifyRequest {
  switch (bet.game) {
    case 'miner':
      return { game: 'miner', mines: Number(bet.params.mines ?? 1) };
    case 'hilo': {
      const cards = Array.isArray(bet.outcome?.cards) ? bet.outcome.cards.length : 1;
      return { game: 'hilo', cards };
    }
    default:
      return { game: bet.game };
  }
}
