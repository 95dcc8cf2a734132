import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType, SVGProps } from 'react';
import {
  ChartIcon,
  CrownIcon,
  DiceIcon,
  GiftIcon,
  HelpIcon,
  LiveIcon,
  SlotsIcon,
  SportsIcon,
  TrophyIcon,
} from '../../ui/icons';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The original games, in the order the lobby shows them (spec §1). */
export const ORIGINALS: NavItem[] = [
  { to: '/games/crash', label: msg`Crash` },
  { to: '/games/dice', label: msg`Dice` },
  { to: '/games/coinflip', label: msg`Coinflip` },
  { to: '/games/hilo', label: msg`Hilo` },
  { to: '/games/miner', label: msg`Miner` },
  { to: '/games/keno', label: msg`Keno` },
  { to: '/games/roulette', label: msg`Roulette` },
  { to: '/games/cases', label: msg`Cases` },
  { to: '/games/rooms', label: msg`Private rooms` },
];

/** The sidebar's sections (UI.md). */
export const SECTIONS: NavItem[] = [
  { to: '/games/slots', label: msg`Slots`, icon: SlotsIcon },
  { to: '/games/live-casino', label: msg`Live casino`, icon: LiveIcon },
  { to: '/betting', label: msg`Sports`, icon: SportsIcon },
  { to: '/tournaments', label: msg`Tournaments`, icon: TrophyIcon },
  { to: '/bonuses', label: msg`Bonuses`, icon: GiftIcon },
  { to: '/welcome-pack', label: msg`Welcome pack`, icon: GiftIcon },
  { to: '/vip-club', label: msg`VIP club`, icon: CrownIcon },
  { to: '/top', label: msg`Top players`, icon: ChartIcon },
  { to: '/faq', label: msg`Help`, icon: HelpIcon },
];

export const ORIGINALS_ICON = DiceIcon;
