import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { withLocale } from '../../i18n/locale-cookie';
import { checkResetToken, resetWithToken } from '../../stores/auth';
import { notify } from '../../stores/notifications';
import { Button, buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LockIcon } from '../../ui/icons';
import account from '../account/Account.module.css';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import { PageHeading } from '../sections/PageHeading';
import { PasswordField } from './PasswordField';
import { useAuthSubmit } from './use-auth-submit';

/** /reset-password/{token}?phone=…: the restore link; the token is checked with the phone first (spec §2). */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { token } = useParams({ strict: false }) as { token?: string };
  const { phone } = useSearch({ strict: false }) as { phone?: string };
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => {
    const check = async () => {
      const e164 = phone?.startsWith('+') ? phone : `+${phone ?? ''}`;
      const result = await checkResetToken(token ?? '', e164);
      setState(result.ok ? 'valid' : 'invalid');
    };
    void check();
  }, [token, phone]);

  const { busy, fieldErrors, submit } = useAuthSubmit(
    async () => resetWithToken(token ?? '', password, confirm),
    () => {
      notify({ kind: 'success', title: t`Password changed`, lines: [t`You are signed in with the new password.`] });
      void navigate({ href: withLocale('/', locale) });
    },
  );

  if (state === 'invalid') {
    return (
      <>
        <PageHeading title={t`Set a new password`} />
        <EmptyState
          icon={<LockIcon width={28} height={28} />}
          title={t`This link no longer works`}
          text={t`Restore links work for 30 minutes and only once. Ask for a new code.`}
          actions={
            <LocaleLink to="/password/reset" className={buttonClass('primary')}>
              {t`Restore the password`}
            </LocaleLink>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t`Set a new password`} />
      <form
        className={account.panel}
        aria-busy={state === 'checking'}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PasswordField
          label={t`New password (at least 8 characters)`}
          value={password}
          onChange={setPassword}
          errors={fieldErrors.password}
          autoComplete="new-password"
        />
        <PasswordField
          label={t`Repeat the new password`}
          value={confirm}
          onChange={setConfirm}
          errors={fieldErrors.password_confirm}
          autoComplete="new-password"
        />
        <Button type="submit" variant="primary" busy={busy} disabled={state !== 'valid'}>
          <Trans>Set the new password</Trans>
        </Button>
      </form>
    </>
  );
}
