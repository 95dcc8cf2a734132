import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../lib/format';
import { billingState, useBilling } from '../../stores/billing';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useLocale } from '../layout/use-locale';
import styles from './PayIn.module.css';

/** SuccessPayment (spec §2, §4): opens when the invoice is paid. */
export function SuccessPaymentModal() {
  const { t } = useLingui();
  const locale = useLocale();
  const { paid } = useBilling();
  const { profile } = useSession();
  if (!paid) return null;
  const close = () => {
    billingState.paid = null;
  };
  return (
    <Modal title={t`Payment received`} onClose={close}>
      <div className={styles.success}>
        <p className={styles.plus}>+{formatMoney(paid.shopAmount, paid.currency, locale)}</p>
        {profile && (
          <p>
            <Trans>Your balance: {formatMoney(profile.data.total_balance, profile.data.currency, locale)}</Trans>
          </p>
        )}
        <Button variant="primary" wide onClick={close}>
          <Trans>Play</Trans>
        </Button>
      </div>
    </Modal>
  );
}
