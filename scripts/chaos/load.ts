import type { Random } from './random';
import { type Player, type Targets, Workload } from './workload';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadOptions {
  players: number;
  clients: number;
  seconds: number;
}

/** Registers and funds players, then runs the mixed money load until the time is up. */
export async function runMixedLoad(
  targets: Targets,
  random: Random,
  options: LoadOptions,
): Promise<{ workload: Workload; players: Player[] }> {
  const workload = new Workload(targets, random);
  const players: Player[] = [];
  for (let i = 0; i < options.players; i++) {
    const player = await workload.register();
    await workload.fund(player, '5000');
    players.push(player);
  }
  const first = players[0];
  if (!first) throw new Error('no players');
  const methodHash = await workload.cardMethodHash(first);

  const until = Date.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (Date.now() < until) {
        const player = random.pick(players);
        const roll = random.next();
        if (roll < 0.6) await workload.bet(player);
        else if (roll < 0.7) await workload.invoice(player, methodHash);
        else if (roll < 0.8) await workload.payInvoice();
        else if (roll < 0.88) await workload.payout(player);
        else await workload.decide();
        await sleep(random.int(0, 20));
      }
    }),
  );
  // Invoices still open are paid now: every provider retries its webhook until it is answered.
  for (let i = 0; i < 1000; i++) await workload.payInvoice();
  return { workload, players };
}
