import { createHmac, randomUUID } from 'node:crypto';
import { AUTH_API } from '../../contract/api/auth';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { PLAY_API } from '../../contract/api/games';
import { WALLET_API } from '../../contract/api/wallet';
import { call, type Outcome } from './http';
import type { Random } from './random';

export const OPERATOR_TOKEN = 'chaos-operator-token-0123456789';
export const WEBHOOK_SECRET = 'chaos-webhook-secret';

export type OperationKind = 'bet' | 'invoice' | 'webhook' | 'payout' | 'decision';

/** One operation as the client saw it: what it sent (with its key) and every answer it got for it. */
export interface Operation {
  kind: OperationKind;
  userId: number;
  key: string;
  path: string;
  body: unknown;
  /** The last answer, when one came; `undefined` when every attempt was lost. */
  answer?: { status: number; body: unknown };
  attempts: number;
  /** For a webhook: the invoice it pays; for a decision: the payout and action. */
  invoiceId?: number;
  payoutId?: number;
  action?: string;
}

export interface Player {
  userId: number;
  token: string;
}

/** The API processes a client may use; a lost call is resent with the same key to the next one, as the worker does. */
export interface Targets {
  ports(): number[];
}

/** Answers that say nothing of the outcome (the server or its database unreachable): the call stays unanswered. */
const UNKNOWN_STATUSES = [502, 503, 504];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries while answers are lost or the server says 503 (down, database unreachable), up to `attempts`. */
async function resend(
  targets: Targets,
  random: Random,
  attempts: number,
  send: (port: number) => Promise<Outcome>,
): Promise<{ outcome: Outcome; attempts: number }> {
  let outcome: Outcome = { kind: 'lost', reason: 'not sent' };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const ports = targets.ports();
    outcome = ports.length ? await send(random.pick(ports)) : { kind: 'lost', reason: 'no server running' };
    const retryable = outcome.kind === 'lost' || UNKNOWN_STATUSES.includes(outcome.status);
    if (!retryable) return { outcome, attempts: attempt };
    await sleep(random.int(50, 400));
  }
  return { outcome, attempts };
}

export class Workload {
  readonly journal: Operation[] = [];
  private invoicesToPay: { userId: number; invoiceId: number; hash: string; amount: string }[] = [];
  private openPayouts: { payoutId: number; stage: 'pending' | 'processing' }[] = [];

  constructor(
    private readonly targets: Targets,
    private readonly random: Random,
    /** How many times a client tries one operation before it gives up (the answer stays unknown). */
    private readonly attempts = 4,
  ) {}

  /**
   * Signs a new player up. Faults may already be running: a lost sign-up is tried again under a new address on any
   * running process (the lost one may have made an account nobody uses, as a player who gives up would leave).
   */
  async register(): Promise<Player> {
    const { outcome } = await resend(this.targets, this.random, 20, (port) =>
      call({
        port,
        method: 'POST',
        path: AUTH_API.registerEmail.path,
        body: {
          email: `chaos-${randomUUID()}@example.com`,
          password: 'chaos pass 12',
          currency: 'RUB',
          adult_confirmed: true,
          agreement_accepted: true,
        },
        timeoutMs: 20_000,
      }),
    );
    if (outcome.kind !== 'answer' || outcome.status !== 200)
      throw new Error(`registration failed: ${JSON.stringify(outcome)}`);
    const token = (outcome.body as { token: string }).token;
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string | number;
    };
    return { userId: Number(payload.sub), token };
  }

  /** The sandbox card method's hash, which invoices name (read again while answers are lost). */
  async cardMethodHash(player: Player): Promise<string> {
    const { outcome } = await resend(this.targets, this.random, 20, (port) =>
      call({
        port,
        method: 'GET',
        path: BILLING_API.data.path,
        headers: { authorization: `Bearer ${player.token}` },
      }),
    );
    const methods =
      outcome.kind === 'answer' && outcome.status === 200
        ? (outcome.body as { data: { payments: { methods: { hash: string; kind: string }[] } } }).data.payments.methods
        : [];
    const hash = methods.find((method) => method.kind === 'card')?.hash;
    if (!hash) throw new Error(`no card method: ${JSON.stringify(outcome)}`);
    return hash;
  }

  /** The operator credits a player's cash (its own key, resent until answered). */
  async fund(player: Player, amount: string): Promise<void> {
    const key = `fund-${randomUUID()}`;
    const { outcome } = await resend(this.targets, this.random, 20, (port) =>
      call({
        port,
        method: 'POST',
        path: WALLET_API.operatorAdjust.path,
        body: { user_id: player.userId, account: 'cash', amount, reason: 'chaos funding' },
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'idempotency-key': key },
      }),
    );
    if (outcome.kind !== 'answer' || outcome.status !== 200)
      throw new Error(`funding failed: ${JSON.stringify(outcome)}`);
  }

  private async keyed(
    kind: OperationKind,
    player: Player | null,
    method: 'POST',
    path: string,
    body: unknown,
    extra: Partial<Operation> = {},
    headers: Record<string, string> = {},
  ): Promise<Operation> {
    const key = `${kind}-${randomUUID()}`;
    const operation: Operation = { kind, userId: player?.userId ?? 0, key, path, body, attempts: 0, ...extra };
    this.journal.push(operation);
    const { outcome, attempts } = await resend(this.targets, this.random, this.attempts, (port) =>
      call({
        port,
        method,
        path,
        body,
        headers: {
          ...(player ? { authorization: `Bearer ${player.token}` } : { authorization: `Bearer ${OPERATOR_TOKEN}` }),
          'idempotency-key': key,
          ...headers,
        },
      }),
    );
    operation.attempts = attempts;
    if (outcome.kind === 'answer' && !UNKNOWN_STATUSES.includes(outcome.status)) {
      operation.answer = { status: outcome.status, body: outcome.body };
    }
    return operation;
  }

  bet(player: Player): Promise<Operation> {
    const body = {
      amount: String(this.random.int(1, 20)),
      target: this.random.int(500, 9500),
      direction: this.random.pick(['over', 'under']),
    };
    return this.keyed('bet', player, 'POST', PLAY_API.dice.bet.path, body);
  }

  async invoice(player: Player, methodHash: string): Promise<void> {
    const amount = String(this.random.int(100, 900));
    const operation = await this.keyed('invoice', player, 'POST', BILLING_API.createInvoice.path, {
      method_hash: methodHash,
      amount,
    });
    const invoice = (operation.answer?.body as { data?: { id: number; hash: string } } | undefined)?.data;
    // A player's open invoice answers every creation until it is paid: queue each invoice once.
    const queued = this.invoicesToPay.some((open) => open.invoiceId === invoice?.id);
    if (operation.answer?.status === 200 && invoice && !queued) {
      this.invoicesToPay.push({ userId: player.userId, invoiceId: invoice.id, hash: invoice.hash, amount });
    }
  }

  /** The provider pays one open invoice: a signed webhook, resent until answered (providers retry). */
  async payInvoice(): Promise<void> {
    const invoice = this.invoicesToPay.shift();
    if (!invoice) return;
    const raw = JSON.stringify({
      event_id: randomUUID(),
      invoice_hash: invoice.hash,
      status: 'paid',
      amount: invoice.amount,
      currency: 'RUB',
    });
    const operation: Operation = {
      kind: 'webhook',
      userId: invoice.userId,
      key: invoice.hash,
      path: pathOf(BILLING_API.webhook.path, { provider: 'sandbox' }),
      body: raw,
      attempts: 0,
      invoiceId: invoice.invoiceId,
    };
    this.journal.push(operation);
    const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')}`;
    const { outcome, attempts } = await resend(this.targets, this.random, 40, (port) =>
      call({ port, method: 'POST', path: operation.path, raw, headers: { 'x-signature': signature } }),
    );
    operation.attempts = attempts;
    if (outcome.kind === 'answer' && !UNKNOWN_STATUSES.includes(outcome.status)) {
      operation.answer = { status: outcome.status, body: outcome.body };
    }
  }

  async payout(player: Player): Promise<void> {
    const body = { amount: String(this.random.int(100, 150)), method: 'card', destination: '4242 4242 4242 4242' };
    const operation = await this.keyed('payout', player, 'POST', BILLING_API.requestPayout.path, body);
    const payout = (operation.answer?.body as { data?: { id: number } } | undefined)?.data;
    if (operation.answer?.status === 200 && payout) this.openPayouts.push({ payoutId: payout.id, stage: 'pending' });
  }

  /** Resends every answered bet with its key: the answer must be the first one (same round), and nothing moves. */
  async replayAnsweredBets(players: Player[]): Promise<string[]> {
    const tokens = new Map(players.map((player) => [player.userId, player.token]));
    const mismatches: string[] = [];
    for (const op of this.journal) {
      if (op.kind !== 'bet' || op.answer?.status !== 200) continue;
      const first = (op.answer.body as { data: { bet: { id: number; payout: string } } }).data.bet;
      const { outcome } = await resend(this.targets, this.random, 20, (port) =>
        call({
          port,
          method: 'POST',
          path: op.path,
          body: op.body,
          headers: { authorization: `Bearer ${tokens.get(op.userId)}`, 'idempotency-key': op.key },
        }),
      );
      const again =
        outcome.kind === 'answer'
          ? (outcome.body as { data?: { bet?: { id: number; payout: string } } }).data?.bet
          : undefined;
      if (!again || again.id !== first.id || again.payout !== first.payout) {
        mismatches.push(
          `replay of bet ${op.key}: first ${JSON.stringify(first)}, then ${JSON.stringify(outcome)}`.slice(0, 300),
        );
      }
    }
    return mismatches;
  }

  /** The operator moves one payout on: approve or reject a pending one, complete an approved one. */
  async decide(): Promise<void> {
    // Taken out of the list while deciding, so two operators never decide one payout at once.
    const [payout] = this.openPayouts.splice(this.random.int(0, Math.max(0, this.openPayouts.length - 1)), 1);
    if (!payout) return;
    const action = payout.stage === 'processing' ? 'complete' : this.random.chance(0.75) ? 'approve' : 'reject';
    const path = pathOf(BILLING_API.operatorPayoutAction.path, { id: payout.payoutId, action });
    const body = action === 'reject' ? { reason: 'chaos: rejected' } : {};
    const operation = await this.keyed('decision', null, 'POST', path, body, { payoutId: payout.payoutId, action });
    // An approved payout is completed later; an unknown outcome or a refusal ends the operator's work on it (the
    // reconciliation judges it).
    if (operation.answer?.status === 200 && action === 'approve')
      this.openPayouts.push({ ...payout, stage: 'processing' });
  }
}
