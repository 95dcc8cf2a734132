import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { pathOf } from '../../../contract/api/endpoint';
import {
  type BetCall,
  type RollbackCall,
  SIGNATURE_HEADER,
  SLOTS_API,
  WalletAnswer,
  type WinCall,
} from '../../../contract/api/slots';
import { signBody } from '../providers';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** The casino's wallet as a provider sees it: signed calls answered in the provider's vocabulary. */
export interface CasinoWallet {
  balance(session: string): Promise<WalletAnswer>;
  bet(call: BetCall): Promise<WalletAnswer>;
  win(call: WinCall): Promise<WalletAnswer>;
  rollback(call: RollbackCall): Promise<WalletAnswer>;
}

/**
 * The studio calls the casino exactly as an outside provider does: the signed body over HTTP to the wallet routes
 * (in-process here, through Fastify's inject: the same parsing, signature check and answers as over the network).
 */
export function signedCasinoWallet(inject: Inject, provider: string, secret: () => Promise<string>): CasinoWallet {
  async function send(name: 'balance' | 'bet' | 'win' | 'rollback', body: object): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const res = await inject({
      method: 'POST',
      url: pathOf(SLOTS_API[name].path, { provider }),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(await secret(), raw) },
      payload: raw,
    });
    if (res.statusCode !== 200) throw new Error(`The casino answered ${name} with ${res.statusCode}: ${res.body}`);
    return WalletAnswer.parse(res.json());
  }
  return {
    balance: (session) => send('balance', { session }),
    bet: (call) => send('bet', call),
    win: (call) => send('win', call),
    rollback: (call) => send('rollback', call),
  };
}
