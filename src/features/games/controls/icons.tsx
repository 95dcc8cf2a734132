import type { ReactNode } from 'react';

/** The game settings bar's icons: decorative, the buttons carry the names. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const KeyboardIcon = () => (
  <Icon>
    <path d="M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M17 14H7" />
  </Icon>
);

export const KeysListIcon = () => (
  <Icon>
    <path d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5v.7M12 17h.01" />
  </Icon>
);

export const SoundIcon = ({ on }: { on: boolean }) => (
  <Icon>
    <path
      d={
        on
          ? 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11'
          : 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6'
      }
    />
  </Icon>
);

export const BoltIcon = () => (
  <Icon>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Icon>
);
