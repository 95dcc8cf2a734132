import { Trans, useLingui } from '@lingui/react/macro';
import { useApp } from '../../stores/app';
import { Button } from '../../ui/Button';
import { WalletIcon, WithdrawIcon } from '../../ui/icons';
import { useOpenModal } from '../layout/use-open-modal';
import styles from './WalletActions.module.css';

/** Deposit and Withdraw side by side, the wallet's two main actions. */
export function WalletActions() {
  const { t } = useLingui();
  const open = useOpenModal();
  const { online } = useApp();
  return (
    <div className={styles.actions}>
      <Button variant="primary" onClick={() => open('deposit')} disabled={!online}>
        <WalletIcon />
        <Trans>Deposit</Trans>
      </Button>
      <Button variant="secondary" onClick={() => open('withdraw')}>
        <WithdrawIcon />
        {t({ message: 'Withdraw', context: 'action' })}
      </Button>
    </div>
  );
}
