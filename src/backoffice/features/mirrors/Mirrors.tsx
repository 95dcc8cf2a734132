import { Trans, useLingui } from '@lingui/react/macro';
import { loadMirrors } from '../../stores/mirrors';
import { may, useWho } from '../../stores/session';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useList } from '../common/use-list';
import { MirrorCard } from './MirrorCard';
import { NewMirrorForm } from './NewMirrorForm';
import { SigningKeys } from './SigningKeys';

/** The mirrors (admin): the domains players are handed, in order, each with its health from the players' probes. */
export function Mirrors() {
  const { t } = useLingui();
  const { data: mirrors, setData: setMirrors, outcome, setOutcome, reload } = useList(loadMirrors);
  const who = useWho();

  const nextSort = Math.max(-1, ...(mirrors ?? []).map((mirror) => mirror.sort)) + 1;

  return (
    <section className={styles.screen} aria-labelledby="mirrors-title">
      <ScreenHeading id="mirrors-title" title={<Trans>Mirrors</Trans>} onRefresh={() => void reload()} />
      <p className={styles.muted}>
        <Trans>
          Players get the active and blocked mirrors in a signed list and report how each loads for them. A retired
          mirror is no longer handed out.
        </Trans>
      </p>
      <NewMirrorForm
        nextSort={nextSort}
        onAdded={(items, domain) => {
          setMirrors(items);
          setOutcome({ kind: 'ok', lines: [t`${domain} is added.`] });
        }}
      />
      <Outcome outcome={outcome} />
      {mirrors?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No mirrors yet.</Trans>
        </p>
      )}
      {mirrors && mirrors.length > 0 && (
        <ul className={styles.list} aria-label={t`Mirrors`}>
          {mirrors.map((mirror) => (
            <MirrorCard
              key={`${mirror.id}:${mirror.state}`}
              mirror={mirror}
              onChanged={(items, line) => {
                setMirrors(items);
                setOutcome({ kind: 'ok', lines: [line] });
              }}
              onFailed={(lines) => setOutcome({ kind: 'error', lines })}
            />
          ))}
        </ul>
      )}
      {may(who, 'mirrorKeys') && <SigningKeys />}
    </section>
  );
}
