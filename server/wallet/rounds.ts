import type { Currency } from '../../contract/money';

/**
 * Where a round's stake comes from, by player account (contract/bonus/wagering.ts: real money first). `bonus` goes to
 * the house's `bonus_pool`, not its `house`; a round with a bonus part is written alone (`postRound`), never in a
 * batch (`round-batch.ts` moves cash only).
 */
export interface Stake {
  cash: bigint;
  bonus?: bigint;
}

/**
 * A game round's money, written in ONE statement after the round's own rows (the game's leading write): the stake
 * from the player to the house (kind `bet`) and, when the round settles with a win, the win from the house to the
 * player's cash (kind `win`), on the house shard of the player (alone) or of the batch.
 */
export interface RoundMoney {
  userId: number;
  currency: Currency;
  stake: Stake;
  /** Paid with the round (0: none, e.g. a lost round or a multi-step round that only starts). */
  win: bigint;
  /** The part of `win` paid to the bonus balance (the stake's bonus share, splitWin); the rest goes to cash. */
  winBonus?: bigint;
  /** The idempotency keys of the stake's and of the win's ledger transaction. */
  keys: { stake: string; win: string };
  /** Both transactions' reference: this followed by the id of the row the leading write inserted (`round:dice:17`). */
  referencePrefix: string;
}

/** What the round's statement answers: the leading write's outputs and the player's cash after the round. */
export interface PostedRound {
  outputs: Record<string, unknown>;
  /** Meaningful only when the lead wrote its row (else no money moved, and this is 0). */
  cash: bigint;
  /** The bonus balance after the round, when the round touched it. */
  bonus?: bigint;
}
