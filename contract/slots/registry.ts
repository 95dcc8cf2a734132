import type { SlotMaths } from './game';
import { JADE_WAYS } from './jade-ways';
import { LUCKY_SEVENS } from './lucky-sevens';
import { MIRROR_FORTUNE } from './mirror-fortune';

/** The studio's slots, by id (the provider's game id). */
export const STUDIO_SLOTS: readonly SlotMaths[] = [MIRROR_FORTUNE, JADE_WAYS, LUCKY_SEVENS];

export function studioSlot(id: string): SlotMaths | undefined {
  return STUDIO_SLOTS.find((game) => game.id === id);
}
