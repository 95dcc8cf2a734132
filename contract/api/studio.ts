import { z } from 'zod';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { MinorAmount } from './slots';
import { text } from './text';
import { IdempotentHeaders } from './wallet';

/**
 * Lucky Mirror Studio, our own game provider, served by this server on the API host (server/slots/studio): the game
 * page the casino's iframe opens and the game's own calls. A real-money session was opened by the casino's launch
 * and moves money only through the casino's wallet calls (contract/api/slots.ts); a demo session plays with play
 * money kept at the studio.
 */
const SessionParams = z.object({ session: text().min(16).max(64) });

const Win = z.object({
  kind: z.enum(['line', 'ways', 'scatter']),
  symbol: text(),
  count: z.number().int(),
  line: z.number().int().optional(),
  ways: z.number().int().optional(),
  units: z.number().int(),
});
const Spin = z.object({ grid: z.array(z.array(text())), wins: z.array(Win), units: z.number().int() });

export const StudioRound = z.object({
  id: z.number().int(),
  stake: MinorAmount,
  win: MinorAmount,
  spin: Spin,
  free_spins: z.array(Spin),
  /** The seeds it was drawn from (the server seed is shown once the pair is rotated). */
  server_seed_hash: text(),
  client_seed: text(),
  nonce: z.number().int(),
  /** The free-spins campaign it spent, if any. */
  free_spins_id: z.number().int().nullable(),
});
export type StudioRound = z.infer<typeof StudioRound>;

export const StudioState = z.object({
  data: z.object({
    game: z.object({
      id: text(),
      title: text(),
      category: text(),
      reels: z.number().int(),
      rows: z.number().int(),
      units_per_stake: z.number().int(),
      /** The published figures, from the game's maths (contract/slots): RTP and hit frequency in percent with two
       * decimals, the largest win a round can pay in stakes. */
      rtp: text(),
      hit_frequency: text(),
      max_win: z.number(),
      symbols: z.array(text()),
      /** Paylines (rows per reel), for a lines game. */
      lines: z.array(z.array(z.number().int())),
    }),
    mode: z.enum(['demo', 'real']),
    currency: z.enum(CURRENCIES),
    language: text(),
    balance: MinorAmount,
    /** The player's bonus balance at the casino (a free spin's win lands there); 0 in demo. */
    bonus_balance: MinorAmount,
    stakes: z.array(MinorAmount),
    /** The session's net position in real money: wins minus stakes so far, free spins aside (a signed integer string). */
    net: text().regex(/^-?\d+$/),
    spins: z.number().int(),
    min_spin_ms: z.number().int(),
    server_seed_hash: text(),
    client_seed: text(),
    nonce: z.number().int(),
    /** The player's free-spins campaigns this game can spend now: id, spins left, the value of a spin. */
    free_spins: z.array(z.object({ id: z.number().int(), spins_left: z.number().int(), stake: MinorAmount })),
    return_url: text().nullable(),
  }),
});
export type StudioState = z.infer<typeof StudioState>;

export const SpinBody = z.strictObject({
  stake: MinorAmount,
  /**
   * Spend a spin of this free-spins campaign instead: no money is staked, the round is played at the campaign's value
   * per spin (the casino's; `stake` is then not used) and its win goes to the bonus balance.
   */
  free_spins_id: z.number().int().positive().optional(),
});
export const SpinAnswer = z.object({
  data: z.object({
    round: StudioRound,
    balance: MinorAmount,
    /** The bonus balance after the round (a free spin's win lands there). */
    bonus_balance: MinorAmount,
    net: text().regex(/^-?\d+$/),
  }),
});
export type SpinAnswer = z.infer<typeof SpinAnswer>;

export const STUDIO_API = {
  page: endpoint({ method: 'GET', path: '/studio/play/:session', params: SessionParams, answer: 'html' }),
  /** The game page's script and styles (served as files: the page's CSP allows only this host's). */
  script: endpoint({ method: 'GET', path: '/studio/assets/game.js', answer: 'text' }),
  style: endpoint({ method: 'GET', path: '/studio/assets/game.css', answer: 'text' }),
  state: endpoint({ method: 'GET', path: '/studio/api/sessions/:session', params: SessionParams, answer: StudioState }),
  /**
   * One spin (Idempotency-Key: a resend answers the first round, and settles it if a failure left it unsettled).
   * 429 `spin_too_soon` within `min_spin_ms` of the session's last spin; 422 `free_bet_*` when a campaign cannot be
   * spent (cancelled, expired, spent, another game's); 422 `bonus_max_bet` above an active bonus's max bet.
   */
  spin: endpoint({
    method: 'POST',
    path: '/studio/api/sessions/:session/spin',
    params: SessionParams,
    headers: IdempotentHeaders,
    body: SpinBody,
    answer: SpinAnswer,
    resend: 'idempotency-key',
  }),
};
