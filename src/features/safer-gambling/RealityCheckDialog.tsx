import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../lib/format';
import { logout } from '../../stores/auth';
import { continuePlay, useSaferGambling } from '../../stores/safer-gambling';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useLocale } from '../layout/use-locale';
import styles from './SaferGambling.module.css';
import { sessionTime } from './session-time';

/** The reality check (RTS 13): how long this session has run and what it won or lost, then continue or stop. */
export function RealityCheckDialog() {
  const { t } = useLingui();
  const locale = useLocale();
  const { check } = useSaferGambling();
  if (!check) return null;
  const net = formatMoney(check.net.replace(/^-/, ''), check.currency, locale);
  const lost = check.net.startsWith('-');
  return (
    <Modal title={t`Reality check`} onClose={() => void continuePlay()}>
      <div className={styles.check} data-testid="reality-check">
        <p>
          <Trans>You have been playing for {sessionTime(check.elapsedS)}.</Trans>
        </p>
        <p className={styles.net}>
          {lost ? (
            <Trans>Since this session began you lost {net}.</Trans>
          ) : (
            <Trans>Since this session began you won {net}.</Trans>
          )}
        </p>
        <p>
          <Trans>Staked in this session: {formatMoney(check.wagered, check.currency, locale)}</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => void continuePlay()}>
            <Trans>Continue playing</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              void continuePlay();
              void logout();
            }}
          >
            <Trans>Stop and log out</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  );
}
