import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VerifyResult } from '../../../../contract/fairness/verify';
import { formatDiceRoll } from '../../../../contract/games/dice';

/** A verified outcome in words, e.g. "Roll: 42.17". */
export function describeOutcome(result: VerifyResult): MessageDescriptor {
  switch (result.game) {
    case 'dice': {
      const roll = formatDiceRoll(result.roll);
      return msg`Roll: ${roll}`;
    }
    case 'coinflip':
      return result.side === 'heads' ? msg`Coin: heads` : msg`Coin: tails`;
    case 'roulette': {
      const pocket = result.pocket;
      return msg`Pocket: ${pocket}`;
    }
    case 'keno': {
      const drawn = result.drawn.join(', ');
      return msg`Drawn: ${drawn}`;
    }
    case 'miner': {
      const mines = result.mines.join(', ');
      return msg`Mines: ${mines}`;
    }
    case 'hilo': {
      const cards = result.cards.map((card) => card.label).join(' ');
      return msg`Cards: ${cards}`;
    }
    case 'cases': {
      const roll = result.roll;
      return msg`Roll: ${roll}`;
    }
  }
}
