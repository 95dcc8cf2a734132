import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Line icons on a 24 px grid; decorative, so hidden from assistive technology. */
function LineIcon({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

const icon = (path: string) => (props: IconProps) => <LineIcon path={path} {...props} />;

export const DiceIcon = icon(
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
);
export const SlotsIcon = icon('M4 4h16v16H4zM9 4v16M15 4v16M6 12h1M11.5 12h1M17 12h1');
export const LiveIcon = icon('M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14');
export const SportsIcon = icon(
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5',
);
export const TrophyIcon = icon('M8 4h8v6a4 4 0 0 1-8 0zM8 6H4v2a4 4 0 0 0 4 4M16 6h4v2a4 4 0 0 1-4 4M12 14v4M8 21h8');
export const GiftIcon = icon('M4 10h16v11H4zM3 6h18v4H3zM12 6v15M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0');
export const CrownIcon = icon('M3 7l5 4 4-7 4 7 5-4-2 12H5z');
export const ChartIcon = icon('M4 20V10M10 20V4M16 20v-7M22 20H2');
export const HelpIcon = icon(
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
);
export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const UserIcon = icon('M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0');
export const WalletIcon = icon('M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4v4M17 14h.01');
export const WithdrawIcon = icon('M12 20V6M6 12l6-6 6 6M4 4h16');
export const UploadIcon = icon('M12 16V4M7 9l5-5 5 5M4 16v4h16v-4');
export const ChatIcon = icon('M4 5h16v11H9l-5 4z');
export const GlobeIcon = icon('M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18');
export const LockIcon = icon('M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4');
export const CollapseIcon = icon('M15 6l-6 6 6 6');
export const ExpandIcon = icon('M9 6l6 6-6 6');
export const CloudOffIcon = icon('M3 3l18 18M8 8a5 5 0 0 0-2 9h11M12 7a5 5 0 0 1 8 4 4 4 0 0 1-1 6');
export const LogoutIcon = icon('M15 4h4v16h-4M10 16l-4-4 4-4M6 12h11');

/** The game settings bar's icons (the buttons carry the names). */
export const KeyboardIcon = icon('M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M17 14H7');
export const KeysListIcon = icon(
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5v.7M12 17h.01',
);
export const SoundOnIcon = icon('M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11');
export const SoundOffIcon = icon('M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6');
export const BoltIcon = icon('M13 2L4 14h7l-1 8 9-12h-7z');
