import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { SessionsAnswer } from '../../../contract/api/profile';
import { failureLines, passwordFormErrors } from '../../i18n/error-messages';
import { formatDateTime } from '../../lib/format';
import { loadSessions, revokeOtherSessions, revokeSession, setPassword, updatePassword } from '../../stores/account';
import { notify } from '../../stores/notifications';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { PasswordField } from '../auth/PasswordField';
import { useLocale } from '../layout/use-locale';
import account from './Account.module.css';

type SessionRow = SessionsAnswer['data'][number];

function PasswordForm() {
  const { t } = useLingui();
  const { profile } = useSession();
  const hasPassword = profile?.data.is_password_exists ?? true;
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setFieldErrors({});
    try {
      const result = hasPassword
        ? await updatePassword({ old_password: old, password: next, password_confirm: confirm })
        : await setPassword({ password: next, confirm_password: confirm });
      if (result.ok) {
        notify({ kind: 'success', title: t`Password changed`, lines: [] });
        setOld('');
        setNext('');
        setConfirm('');
        return;
      }
      if (result.failure.kind === 'validation') {
        const byField = passwordFormErrors(result.failure.errors, hasPassword ? 'update' : 'set');
        setFieldErrors(byField);
        notify({ kind: 'error', title: t`Error`, lines: Object.values(byField).flat() });
      } else {
        notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={account.panel}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className={account.title}>{hasPassword ? t`Change the password` : t`Set a password`}</h2>
      {hasPassword && (
        <PasswordField
          label={t`Current password`}
          value={old}
          onChange={setOld}
          errors={fieldErrors.old_password}
          autoComplete="current-password"
        />
      )}
      <PasswordField
        label={t`New password (at least 8 characters)`}
        value={next}
        onChange={setNext}
        errors={fieldErrors.password}
        autoComplete="new-password"
      />
      <PasswordField
        label={t`Repeat the new password`}
        value={confirm}
        onChange={setConfirm}
        errors={fieldErrors.password_confirm ?? fieldErrors.confirm_password}
        autoComplete="new-password"
      />
      <Button type="submit" variant="primary" busy={busy}>
        {hasPassword ? <Trans>Change the password</Trans> : <Trans>Set the password</Trans>}
      </Button>
    </form>
  );
}

function SessionsList() {
  const { t } = useLingui();
  const locale = useLocale();
  const [rows, setRows] = useState<SessionRow[]>([]);

  const reload = useCallback(async () => {
    const result = await loadSessions();
    if (result.ok) setRows(result.data);
  }, []);
  useEffect(() => void reload(), [reload]);

  const revoke = async (id: string | null) => {
    const result = id ? await revokeSession(id) : await revokeOtherSessions();
    if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    await reload();
  };

  return (
    <section className={account.panel} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={account.title}>
        <Trans>Active sessions</Trans>
      </h2>
      <ul className={account.sessions}>
        {rows.map((row) => (
          <li key={row.id} className={account.session} data-testid="session">
            <div>
              <p className={account.device}>
                {[row.device.browser, row.device.os].filter(Boolean).join(' · ') || t`Unknown device`}
                {row.current && <span className={account.current}> · {t`This device`}</span>}
              </p>
              <p className={account.meta}>
                {row.ip ?? ''} · {t`Last seen ${formatDateTime(Date.parse(row.last_seen_at), locale)}`}
              </p>
            </div>
            {!row.current && (
              <Button variant="ghost" onClick={() => void revoke(row.id)}>
                <Trans>Sign out</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {rows.some((row) => !row.current) && (
        <Button variant="secondary" onClick={() => void revoke(null)}>
          <Trans>Sign out all other devices</Trans>
        </Button>
      )}
    </section>
  );
}

/** Profile → access: the password and the devices signed in. */
export function AccessPanel() {
  return (
    <>
      <PasswordForm />
      <SessionsList />
    </>
  );
}
