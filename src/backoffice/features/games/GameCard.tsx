import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GameSettings } from '../../../../contract/api/backoffice-games';
import { Button } from '../../../ui/Button';
import { updateGameSettings } from '../../stores/games';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { LimitsForm } from './LimitsForm';
import { LimitsTable } from './LimitsTable';
import { draftOf, settingsBody } from './limits-draft';
import { VersionHistory } from './VersionHistory';

type Open = 'confirm-off' | 'limits' | 'versions' | null;

/** One game: its state and version, its limits in force, and (for those who may) switching it and its limits. */
export function GameCard({
  settings,
  canChange,
  onChanged,
  onFailed,
}: {
  settings: GameSettings;
  canChange: boolean;
  onChanged: (settings: GameSettings, line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const { game, version } = settings;

  const save = async (enabled: boolean, draft = draftOf(settings)) => {
    setBusy(true);
    const result = await updateGameSettings(game, settingsBody(enabled, draft));
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    setOpen(null);
    const next = result.data.version;
    onChanged(
      result.data,
      result.data.version === version
        ? t`Nothing changed for ${game}: these are its settings already.`
        : t`${game}: version ${next} is in force.`,
    );
  };

  return (
    <li className={styles.card} aria-labelledby={`game-${game}`} data-testid="game-settings">
      <div className={styles.cardHead}>
        <h2 id={`game-${game}`} className={styles.cardTitle}>
          {game}
        </h2>
        <span className={styles.badge} data-tone={settings.enabled ? 'good' : 'bad'}>
          {settings.enabled ? t`Enabled` : t`Disabled`}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={<Trans>Version</Trans>} testId="game-version">
          {version === 0 ? t`0 (the spec's settings)` : version}
        </Fact>
        {settings.changed_by && <Fact label={<Trans>Changed by</Trans>}>{settings.changed_by}</Fact>}
        {settings.changed_at && <Fact label={<Trans>Changed</Trans>}>{format.when(settings.changed_at)}</Fact>}
      </dl>
      {settings.effective ? (
        <LimitsTable game={game} settings={settings} />
      ) : (
        <p className={styles.muted}>
          <Trans>This game has no stake limits: each case has its own price.</Trans>
        </p>
      )}
      {open === null && (
        <div className={styles.actions}>
          {canChange &&
            (settings.enabled ? (
              <Button onClick={() => setOpen('confirm-off')} aria-label={t`Disable ${game}`}>
                <Trans>Disable</Trans>
              </Button>
            ) : (
              <Button variant="primary" busy={busy} onClick={() => void save(true)} aria-label={t`Enable ${game}`}>
                <Trans>Enable</Trans>
              </Button>
            ))}
          {canChange && settings.effective && (
            <Button onClick={() => setOpen('limits')} aria-label={t`Change the limits of ${game}`}>
              <Trans>Change limits</Trans>
            </Button>
          )}
          <Button variant="ghost" onClick={() => setOpen('versions')} aria-label={t`Versions of ${game}`}>
            <Trans>Versions</Trans>
          </Button>
        </div>
      )}
      {open === 'confirm-off' && (
        <fieldset className={styles.inlineForm} aria-label={t`Disable ${game}?`}>
          <p>
            <Trans>
              Disable {game}? Players see it closed and every bet on it is refused until it is enabled again. Rounds
              already played stay as they are.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="primary" busy={busy} onClick={() => void save(false)}>
              <Trans>Yes, disable {game}</Trans>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setOpen(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </fieldset>
      )}
      {open === 'limits' && settings.effective && (
        <LimitsForm
          settings={settings}
          busy={busy}
          onSubmit={(draft) => void save(settings.enabled, draft)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'versions' && <VersionHistory game={game} onClose={() => setOpen(null)} />}
    </li>
  );
}
