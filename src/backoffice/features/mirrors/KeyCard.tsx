import { Trans, useLingui } from '@lingui/react/macro';
import type { MirrorKeyView } from '../../../../contract/api/mirror-keys';
import { Button } from '../../../ui/Button';
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
        <div>
          <dt>{t`Generated`}</dt>
          <dd>{format.when(item.created_at)}</dd>
        </div>
        {item.promoted_at && (
          <div>
            <dt>{t`Current since`}</dt>
            <dd>{format.when(item.promoted_at)}</dd>
          </div>
        )}
        {item.retired_at && (
          <div>
            <dt>{t`Retired`}</dt>
            <dd>{format.when(item.retired_at)}</dd>
          </div>
        )}
        {item.retirable_at && (
          <div>
            <dt>{t`Can be retired from`}</dt>
            <dd>{format.when(item.retirable_at)}</dd>
          </div>
        )}
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
