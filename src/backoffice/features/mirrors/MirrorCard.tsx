import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MirrorState, OperatorMirrorsAnswer } from '../../../../contract/api/mirrors';
import { Button } from '../../../ui/Button';
import { setMirrorState } from '../../stores/mirrors';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { HEALTH_LABEL, HEALTH_TONE, mirrorHealth } from './health';
import { MIRROR_STATE_ACTION, MIRROR_STATE_LABEL, MIRROR_STATE_TONE } from './labels';

export type OperatorMirror = OperatorMirrorsAnswer['data']['items'][number];

const STATES: readonly MirrorState[] = ['active', 'blocked', 'disabled'];

/** One mirror: its state, its health from the players' probes of the last 24 hours, and the moves to other states. */
export function MirrorCard({
  mirror,
  onChanged,
  onFailed,
}: {
  mirror: OperatorMirror;
  onChanged: (items: OperatorMirror[], line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const { domain, probes_24h: probes } = mirror;
  const health = mirrorHealth(probes);

  const move = async (state: MirrorState) => {
    setBusy(true);
    const result = await setMirrorState(mirror.id, state);
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    onChanged(result.data, t`${domain} is now: ${i18n._(MIRROR_STATE_LABEL[state])}.`);
  };

  return (
    <li className={styles.card} aria-labelledby={`mirror-${mirror.id}`} data-testid="mirror">
      <div className={styles.cardHead}>
        <h2 id={`mirror-${mirror.id}`} className={styles.cardTitle}>
          {domain}
        </h2>
        <span className={styles.badge} data-tone={MIRROR_STATE_TONE[mirror.state]}>
          {i18n._(MIRROR_STATE_LABEL[mirror.state])}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={t`Health (24 h)`}>
          <span className={styles.badge} data-tone={HEALTH_TONE[health]} data-testid="mirror-health">
            {i18n._(HEALTH_LABEL[health])}
          </span>
        </Fact>
        <Fact label={t`Loaded`} testId="mirror-loaded">
          {format.count(probes.ok)}
        </Fact>
        <Fact label={t`Failed`} testId="mirror-failed">
          {format.count(probes.failed)}
        </Fact>
        <Fact label={t`Median load time`}>{probes.median_ms === null ? '—' : format.ms(probes.median_ms)}</Fact>
      </dl>
      <div className={styles.actions}>
        {STATES.filter((state) => state !== mirror.state).map((state) => (
          <Button key={state} busy={busy} onClick={() => void move(state)}>
            {i18n._(MIRROR_STATE_ACTION[state])}
          </Button>
        ))}
      </div>
    </li>
  );
}
