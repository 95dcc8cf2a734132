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
import { GAMES, LOBBY_GAMES } from '../games/games';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The original games, in the order the lobby shows them (spec §1). */
export const ORIGINALS: NavItem[] = LOBBY_GAMES.map((game) => ({
  to: game.to,
  label: game.navLabel ?? GAMES[game.id].title,
}));

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
