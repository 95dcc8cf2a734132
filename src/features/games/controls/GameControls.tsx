import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { GameName } from '../../../../contract/games/registry';
import { unlockSound } from '../../../lib/sound';
import { gameSettings, setHotkeys, setInstant, setSound, useGameSettings } from '../../../stores/game-settings';
import { unlockSoundOnGesture } from '../../../stores/game-sounds';
import { BoltIcon, KeyboardIcon, KeysListIcon, SoundOffIcon, SoundOnIcon } from '../../../ui/icons';
import { useReducedMotion } from '../use-reduced-motion';
import styles from './GameControls.module.css';
import { HotkeysSheet } from './HotkeysSheet';
import { bindHelpKey, type HotkeyMap } from './hotkeys';

interface GameControlsProps {
  game: GameName;
  hotkeys: HotkeyMap;
  /** The game can skip its animation (instant mode). */
  instant?: boolean;
}

/**
 * The game's own settings under the game (issue 13): hotkeys and their list, sound, instant mode; kept for each
 * player on this device.
 */
export function GameControls({ game, hotkeys, instant = false }: GameControlsProps) {
  const { t } = useLingui();
  const settings = useGameSettings();
  const reduced = useReducedMotion();
  const [sheetOpen, setSheetOpen] = useState(false);
  const soundPressed = settings.sound && (!reduced || settings.soundWithReducedMotion);
  const instantPressed = settings.instant[game] === true;
  useEffect(unlockSoundOnGesture, []);
  useEffect(
    () =>
      bindHelpKey(window, {
        enabled: () => gameSettings.hotkeys,
        modalOpen: () => document.querySelector('dialog[open]') !== null,
        open: () => setSheetOpen(true),
      }),
    [],
  );

  return (
    <fieldset className={styles.bar}>
      <legend className="visually-hidden">{t`Game settings`}</legend>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={settings.hotkeys}
        aria-label={t`Hotkeys`}
        title={settings.hotkeys ? t`Hotkeys are on` : t`Hotkeys are off`}
        onClick={() => setHotkeys(!settings.hotkeys)}
      >
        <KeyboardIcon width="18" height="18" />
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-label={t`Keyboard shortcuts`}
        aria-keyshortcuts={settings.hotkeys ? 'Shift+?' : undefined}
        title={t`Keyboard shortcuts`}
        onClick={() => setSheetOpen(true)}
      >
        <KeysListIcon width="18" height="18" />
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={soundPressed}
        aria-label={t`Sound`}
        title={soundPressed ? t`Sound is on` : t`Sound is off`}
        onClick={() => {
          setSound(!soundPressed, reduced);
          // The click is the gesture the browser asks for before any sound.
          if (!soundPressed) unlockSound();
        }}
      >
        {soundPressed ? <SoundOnIcon width="18" height="18" /> : <SoundOffIcon width="18" height="18" />}
      </button>
      {instant && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={instantPressed}
          aria-label={t`Instant mode`}
          title={t`Instant mode: the result at once, without the animation`}
          onClick={() => setInstant(game, !instantPressed)}
        >
          <BoltIcon width="18" height="18" />
        </button>
      )}
      {reduced && !soundPressed && (
        <p
          className={styles.note}
        >{t`Your system asks for reduced motion: sounds stay off unless you turn them on.`}</p>
      )}
      {sheetOpen && <HotkeysSheet hotkeys={hotkeys} onClose={() => setSheetOpen(false)} />}
    </fieldset>
  );
}
