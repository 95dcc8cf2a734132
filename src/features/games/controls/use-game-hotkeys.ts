import { useEffect, useRef } from 'react';
import { gameSettings } from '../../../stores/game-settings';
import { bindHotkeys, type HotkeyMap } from './hotkeys';

/**
 * Binds a game's keys while its page is open (they act only with hotkeys on). An action the game passes runs as
 * it is; any other presses the visible, enabled button marked `data-hotkey="<action>"`, so a key is held back by
 * exactly what holds the button back (a bet on the wire, no connection, an unconfirmed round).
 */
export function useGameHotkeys(map: HotkeyMap, actions: Partial<Record<string, () => void>> = {}): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(
    () =>
      bindHotkeys(window, map, {
        enabled: () => gameSettings.hotkeys,
        modalOpen: () => document.querySelector('dialog[open]') !== null,
        run: (action) => {
          const own = latest.current[action];
          if (own) own();
          else pressButton(action);
        },
      }),
    [map],
  );
}

function pressButton(action: string): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[data-hotkey="${action}"]`)) {
    // On phones a game shows one of its two bet buttons: the one with a box on screen is the one.
    if (!button.matches(':disabled') && button.getClientRects().length > 0) {
      button.click();
      return;
    }
  }
}
