import { matching } from '../../lib/route-params';

const slotSlug = matching(/^[a-z0-9][a-z0-9_-]{0,79}$/i);

/** The `{slots}` segment of slot and live-casino routes: a provider game's slug. */
export const slotParams = {
  parse: (raw: { slots: string }) => ({ slots: slotSlug(raw.slots) }),
  stringify: (params: { slots: string }) => ({ slots: params.slots }),
};
