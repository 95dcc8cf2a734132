import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '../../../contract/money';
import { CODE_RESEND_AFTER_S } from '../../../contract/one-time-codes';
import { register, registerPhone } from '../../stores/auth';
import { authFlowState } from '../../stores/auth-flow';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { fingerprintVisitor } from '../attribution/visit';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import { joinVipIfAsked } from '../vip/join-vip';
import { AddressField } from './AddressField';
import styles from './AuthForm.module.css';
import { PasswordField } from './PasswordField';
import { SocialButtons } from './SocialButtons';
import { useAddress } from './use-address';
import { useAuthSubmit } from './use-auth-submit';

interface RegisterModalProps {
  onClose: () => void;
  onSwitch: () => void;
  onSuccess: () => void;
}

/** Registration by e-mail (spec §2 Register modal): e-mail, password, the account's currency, 18+ and the agreement. */
export function RegisterModal({ onClose, onSwitch, onSuccess }: RegisterModalProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const currencyId = useId();
  const address = useAddress();
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY);
  const [adult, setAdult] = useState(false);
  const [vip, setVip] = useState(authFlowState.vipIntent);
  const { busy, fieldErrors, submit } = useAuthSubmit(async () => {
    await fingerprintVisitor();
    // One checkbox confirms both; the server answers a 422 for either one left false.
    const consents = { adult_confirmed: adult as true, agreement_accepted: adult as true };
    const result =
      address.channel === 'email'
        ? await register({ email: address.value, password, currency, locale, ...consents })
        : await registerPhone({ phone: address.value, password, currency, locale, ...consents });
    // The registration sent a confirmation code: ask for it.
    if (result.ok) {
      authFlowState.confirmAddress = {
        channel: address.channel,
        address: address.value,
        resendIn: CODE_RESEND_AFTER_S,
      };
    }
    if (result.ok) await joinVipIfAsked('registration', vip);
    return result;
  }, onSuccess);

  return (
    <Modal title={t`Create an account`} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AddressField label={t`Sign up with`} address={address} errors={fieldErrors} />
        <PasswordField
          label={t`Password (at least 8 characters)`}
          value={password}
          onChange={setPassword}
          errors={fieldErrors.password}
          autoComplete="new-password"
        />
        <div className={styles.field}>
          <label htmlFor={currencyId} className={styles.label}>
            <Trans>Account currency</Trans>
          </label>
          <select
            id={currencyId}
            name="currency"
            className={styles.select}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="adult" required checked={adult} onChange={(e) => setAdult(e.target.checked)} />
          <span>
            <Trans>
              I am 18 or older and accept the{' '}
              <LocaleLink
                to={locale === 'ru' ? '/policy/ru/user-agreement' : '/policy/en/user-agreement'}
                target="_blank"
              >
                user agreement
              </LocaleLink>
            </Trans>
          </span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="vip" checked={vip} onChange={(e) => setVip(e.target.checked)} />
          <span>
            <Trans>I want to join the VIP club: a personal manager will contact me</Trans>
          </span>
        </label>
        <Button type="submit" variant="primary" wide busy={busy}>
          <Trans>Sign up</Trans>
        </Button>
        <SocialButtons
          currency={currency}
          consents={adult}
          onSuccess={async () => {
            await joinVipIfAsked('social', vip);
            onSuccess();
          }}
        />
        <p className={styles.switch}>
          <Trans>Already have an account?</Trans>{' '}
          <button type="button" className={styles.linkButton} onClick={onSwitch}>
            <Trans>Log in</Trans>
          </button>
        </p>
      </form>
    </Modal>
  );
}
