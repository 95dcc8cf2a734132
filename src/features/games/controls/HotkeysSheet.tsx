import { useLingui } from '@lingui/react/macro';
import { setHotkeys, useGameSettings } from '../../../stores/game-settings';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from './GameControls.module.css';
import { type HotkeyMap, keyName, keysByAction } from './hotkeys';

/** The current game's keys, and the switch that turns them on (Escape closes it, as every modal). */
export function HotkeysSheet({ hotkeys, onClose }: { hotkeys: HotkeyMap; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { hotkeys: on } = useGameSettings();
  return (
    <Modal title={t`Keyboard shortcuts`} onClose={onClose}>
      <div className={styles.sheet}>
        <p className={styles.sheetLead}>
          {on
            ? t`Hotkeys are on. They do nothing while you type in a field, while a window is open, or with Ctrl, Alt, Shift or ⌘ held.`
            : t`Hotkeys are off: turn them on to play this game from the keyboard.`}
        </p>
        <Button variant={on ? 'secondary' : 'primary'} onClick={() => setHotkeys(!on)}>
          {on ? t`Turn hotkeys off` : t`Turn hotkeys on`}
        </Button>
        <dl className={styles.keys}>
          {keysByAction(hotkeys).map((row) => (
            <div key={row.action} className={styles.key}>
              <dt>
                {row.codes.map((code, i) => (
                  <span key={code}>
                    {i > 0 && ' / '}
                    <kbd className={styles.kbd}>{keyName(code, t`Space`)}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{i18n._(row.label)}</dd>
            </div>
          ))}
          <div className={styles.key}>
            <dt>
              <kbd className={styles.kbd}>?</kbd>
            </dt>
            <dd>{t`Open this list`}</dd>
          </div>
        </dl>
      </div>
    </Modal>
  );
}
