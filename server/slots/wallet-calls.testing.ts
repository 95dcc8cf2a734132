import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { SIGNATURE_HEADER, SLOTS_API, WalletAnswer } from '../../contract/api/slots';
import { providerSessions } from '../db/schema';
import type { TestServer } from '../test/harness';
import type { Player } from '../wallet/players.testing';
import { providerSecret, STUDIO_PROVIDER, signBody } from './providers';

export const SLOT_GAME = 'mirror-fortune';

/** The studio's signed wallet calls to the casino (contract/api/slots.ts), as a provider sends them. */
export async function slotWallet(server: TestServer) {
  const secret = await providerSecret(server.db, STUDIO_PROVIDER);

  async function call(name: 'balance' | 'bet' | 'win' | 'rollback', body: object): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const res = await server.api({
      method: 'POST',
      url: pathOf(SLOTS_API[name].path, { provider: STUDIO_PROVIDER }),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(200);
    return WalletAnswer.parse(res.json());
  }

  const money = (session: string, tx: string, round: string, amount: string) => ({
    session,
    transaction_id: tx,
    round_id: round,
    game_id: SLOT_GAME,
    amount,
    currency: 'RUB',
  });

  return {
    /** A real-money session of the studio's game for the player (its token). */
    async session(player: Player): Promise<string> {
      const token = randomUUID();
      await server.db.insert(providerSessions).values({
        token,
        provider: STUDIO_PROVIDER,
        userId: player.userId,
        gameId: SLOT_GAME,
        currency: 'RUB',
        expiresAt: new Date(Date.now() + 3600_000),
      });
      return token;
    },
    bet: (session: string, tx: string, round: string, amount: string) => call('bet', money(session, tx, round, amount)),
    win: (session: string, tx: string, round: string, amount: string) => call('win', money(session, tx, round, amount)),
    rollback: (session: string, tx: string, round: string, reference: string) =>
      call('rollback', { session, transaction_id: tx, round_id: round, reference_transaction_id: reference }),
    /** One spin (minor units): a round of its own, its bet, then its win unless `win` is null (the win comes later). */
    async slotSpin(session: string, stake: string, win: string | null) {
      const round = randomUUID();
      const bet = await call('bet', money(session, `b-${round}`, round, stake));
      expect(bet.status).toBe('OK');
      const paid = win === null ? null : await call('win', money(session, `w-${round}`, round, win));
      return { round, betTx: `b-${round}`, bet, paid };
    },
  };
}
