import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { GameSettings } from '../../../../contract/api/backoffice-games';
import { CURRENCIES } from '../../../../contract/money';
import { Button } from '../../../ui/Button';
import { loadGameVersions } from '../../stores/games';
import { failureLines } from '../common/failure-text';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';

/** Every version of a game's settings, newest first: who made it, when, on or off, and the operator's limits. */
export function VersionHistory({ game, onClose }: { game: GameSettings['game']; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [versions, setVersions] = useState<GameSettings[] | null>(null);
  const [problem, setProblem] = useState<string[]>([]);

  useEffect(() => {
    void loadGameVersions(game).then((result) => {
      if (result.ok) setVersions(result.data);
      else setProblem(failureLines(i18n, result.failure));
    });
  }, [game, i18n]);

  const limitsText = (settings: GameSettings) => {
    const set = CURRENCIES.flatMap((currency) => {
      const limit = settings.limits[currency];
      if (!limit) return [];
      const min = limit.min ? format.money(limit.min, currency) : '…';
      const max = limit.max ? format.money(limit.max, currency) : '…';
      return [`${min} – ${max}`];
    });
    return set.length > 0 ? set.join('; ') : t`The spec's`;
  };

  return (
    <div className={styles.inlineForm}>
      {problem.length > 0 && <Outcome outcome={{ kind: 'error', lines: problem }} />}
      {versions?.length === 0 && (
        <p className={styles.muted}>
          <Trans>Never changed: version 0, the spec's settings.</Trans>
        </p>
      )}
      {versions && versions.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
        <section className={styles.tableWrap} tabIndex={0} aria-label={t`Versions of ${game}`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Version`}</th>
                <th scope="col">{t`By`}</th>
                <th scope="col">{t`When`}</th>
                <th scope="col">{t`State`}</th>
                <th scope="col">{t`Limits`}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((settings) => (
                <tr key={settings.version}>
                  <td>{settings.version}</td>
                  <td>{settings.changed_by ?? '—'}</td>
                  <td>{settings.changed_at ? format.when(settings.changed_at) : '—'}</td>
                  <td>{settings.enabled ? t`Enabled` : t`Disabled`}</td>
                  <td>{limitsText(settings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close the versions</Trans>
        </Button>
      </div>
    </div>
  );
}
