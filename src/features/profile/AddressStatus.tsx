import { useLingui } from '@lingui/react/macro';
import { type AddressToConfirm, authFlowState } from '../../stores/auth-flow';
import styles from './AddressStatus.module.css';

/**
 * The account's e-mail or phone with its state (spec §3: is_email_verified, is_phone_verified) and, while it is not
 * confirmed, a button that sends a new code and asks for it.
 */
export function AddressStatus({
  channel,
  address,
  confirmed,
}: {
  channel: AddressToConfirm['channel'];
  address: string;
  confirmed: boolean;
}) {
  const { t } = useLingui();
  return (
    <span className={styles.address}>
      <span>{address}</span>
      <span className={styles.badge} data-confirmed={confirmed} data-testid={`${channel}-status`}>
        {confirmed ? t`confirmed` : t`not confirmed`}
      </span>
      {!confirmed && (
        <button
          type="button"
          className={styles.confirm}
          aria-label={channel === 'email' ? t`Confirm the e-mail` : t`Confirm the phone`}
          onClick={() => {
            authFlowState.confirmAddress = { channel, address, resendIn: 0, sendNow: true };
          }}
        >
          {t`Confirm`}
        </button>
      )}
    </span>
  );
}
