import { Trans, useLingui } from '@lingui/react/macro';
import type { MirrorKeyView } from '../../../../contract/api/mirror-keys';
import { Button } from '../../../ui/Button';
import { Fact } from '../common/Fact';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { KEY_STATE_LABEL, KEY_STATE_TONE, keyName } from './key-labels';

/** One signing key: its state and dates, and the step its state allows (promote a next key, retire an old one). */
export function KeyCard({
  item,
  busy,
  onPromote,
  onRetire,
}: {
  item: MirrorKeyView;
  busy: boolean;
  onPromote: () => void;
  onRetire: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const name = keyName(item.public_key);
  const waiting = item.retirable_at !== null && Date.parse(item.retirable_at) > Date.now();

  return (
    <li className={styles.card} aria-labelledby={`key-${item.id}`} data-testid="mirror-key">
      <div className={styles.cardHead}>
        <h3 id={`key-${item.id}`} className={styles.cardTitle}>
          {t`Key ${name}`}
        </h3>
        <span className={styles.badge} data-tone={KEY_STATE_TONE[item.state]}>
          {i18n._(KEY_STATE_LABEL[item.state])}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={t`Generated`}>{format.when(item.created_at)}</Fact>
        {item.promoted_at && <Fact label={t`Current since`}>{format.when(item.promoted_at)}</Fact>}
        {item.retired_at && <Fact label={t`Retired`}>{format.when(item.retired_at)}</Fact>}
        {item.retirable_at && <Fact label={t`Can be retired from`}>{format.when(item.retirable_at)}</Fact>}
      </dl>
      {item.state === 'next' && (
        <div className={styles.actions}>
          <Button variant="primary" busy={busy} onClick={onPromote}>
            <Trans>Make it the current key</Trans>
          </Button>
          <Button busy={busy} onClick={onRetire}>
            <Trans>Discard it</Trans>
          </Button>
        </div>
      )}
      {item.state === 'previous' && (
        <div className={styles.actions}>
          <Button busy={busy} disabled={waiting} onClick={onRetire}>
            <Trans>Retire it</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
