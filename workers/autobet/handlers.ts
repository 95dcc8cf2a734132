import type { AutoBetPlan, AutoBetSettings } from '../../contract/games/autobet';
import type { ContextRef } from '../context';
import type { AutoRoundAck } from './autobet';

/** Auto-bet: the page starts and stops a run and acknowledges each round it has shown; the worker plays them. */
export function autoBetHandlers(ref: ContextRef) {
  const autoBet = async () => (await ref.ready()).autoBet;
  return {
    /** Starts a run (contract/games/autobet.ts: the plan and the settings, checked here). */
    startAutoBet: async (plan: AutoBetPlan, settings: AutoBetSettings) => (await autoBet()).start(plan, settings),
    stopAutoBet: async () => (await autoBet()).stop(),
    autoBetRunning: async () => (await autoBet()).current(),
    /** The page has shown an auto round (its animation landed): the run may play the next. */
    autoBetShown: async (ack: AutoRoundAck) => (await autoBet()).shown(ack),
  };
}
