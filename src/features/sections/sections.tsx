import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType, SVGProps } from 'react';
import { CrownIcon, DiceIcon, GiftIcon, LockIcon, SlotsIcon, SportsIcon, TrophyIcon } from '../../ui/icons';

export interface SectionDefinition {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyText: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The next useful action from the empty state. */
  action: { to: string; label: MessageDescriptor };
}

const playOriginals = { to: '/games/dice', label: msg`Play Dice` };

/** Every section page's heading and its honest empty state, until its feature lands. */
export const SECTIONS = {
  betting: {
    title: msg`Sports betting`,
    lead: msg`Pre-match and live lines on football, hockey, tennis, esports and more.`,
    emptyTitle: msg`The sportsbook opens soon`,
    emptyText: msg`We are connecting the lines provider. Meanwhile the original games are open around the clock.`,
    icon: SportsIcon,
    action: playOriginals,
  },
  bonuses: {
    title: msg`Bonuses`,
    lead: msg`Your active bonuses, free spins and promo codes in one place.`,
    emptyTitle: msg`No bonuses yet`,
    emptyText: msg`Bonuses you receive will appear here with their wagering progress and expiry dates.`,
    icon: GiftIcon,
    action: { to: '/welcome-pack', label: msg`See the welcome pack` },
  },
  vipClub: {
    title: msg`VIP club`,
    lead: msg`Personal manager, higher limits, faster withdrawals and private rooms.`,
    emptyTitle: msg`VIP levels are on their way`,
    emptyText: msg`Levels and rewards will be listed here, with your progress toward the next one.`,
    icon: CrownIcon,
    action: playOriginals,
  },
  welcomePack: {
    title: msg`Welcome pack`,
    lead: msg`Bonuses on your first deposits for new players.`,
    emptyTitle: msg`The welcome pack is being prepared`,
    emptyText: msg`Its deposit bonuses and their terms will be shown here before you make your first deposit.`,
    icon: GiftIcon,
    action: { to: '/bonuses', label: msg`Go to bonuses` },
  },
  cases: {
    title: msg`Cases`,
    lead: msg`Open a case, win an item, keep it or sell it back to your balance.`,
    emptyTitle: msg`No cases on the shelf yet`,
    emptyText: msg`The case catalogue with prices and item odds appears here when it opens.`,
    icon: DiceIcon,
    action: playOriginals,
  },
  rooms: {
    title: msg`Private rooms`,
    lead: msg`Red, yellow and purple rooms with their own entry limits.`,
    emptyTitle: msg`Rooms open soon`,
    emptyText: msg`Play in the red, yellow and purple rooms starts with the next release. The originals are open now.`,
    icon: LockIcon,
    action: playOriginals,
  },
  slots: {
    title: msg`Slots`,
    lead: msg`Video slots from leading providers, in demo or for real money.`,
    emptyTitle: msg`The slots catalogue is loading soon`,
    emptyText: msg`We are connecting game providers. The original games are open now.`,
    icon: SlotsIcon,
    action: playOriginals,
  },
  tournaments: {
    title: msg`Tournaments`,
    lead: msg`Compete for prize pools in slots and original games.`,
    emptyTitle: msg`No tournaments right now`,
    emptyText: msg`Running, upcoming and finished tournaments will be listed here with their prize pools.`,
    icon: TrophyIcon,
    action: playOriginals,
  },
} satisfies Record<string, SectionDefinition>;

export type SectionId = keyof typeof SECTIONS;
