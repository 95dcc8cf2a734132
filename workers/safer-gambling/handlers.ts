import type { BlockBody, SetLimitBody } from '../../contract/api/safer-gambling';
import type { ContextRef } from '../context';

/** Limits, time-out and self-exclusion, reality checks, two-factor sign-in (issue 19). */
export function saferGamblingHandlers(ref: ContextRef) {
  const tools = async () => (await ref.ready()).saferGambling;
  return {
    saferGambling: async () => (await tools()).overview(),
    setPlayLimit: async (body: SetLimitBody) => (await tools()).setLimit(body),
    confirmPlayLimit: async (body: Pick<SetLimitBody, 'kind' | 'period'>) => (await tools()).confirmLimit(body),
    startPlayBlock: async (body: BlockBody) => (await tools()).block(body),
    setRealityCheck: async (minutes: number | null) => (await tools()).setRealityCheck(minutes),
    continuePlay: async () => (await tools()).continuePlay(),
    twoFactor: async () => (await tools()).twoFactor(),
    twoFactorSetup: async () => (await tools()).twoFactorSetup(),
    twoFactorEnable: async (code: string) => (await tools()).twoFactorEnable(code),
    twoFactorDisable: async (code: string) => (await tools()).twoFactorDisable(code),
  };
}
