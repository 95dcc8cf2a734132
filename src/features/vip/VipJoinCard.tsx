import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime } from '../../lib/format';
import { authFlowState } from '../../stores/auth-flow';
import { notify } from '../../stores/notifications';
import { useSession } from '../../stores/session';
import { joinVip, loadVipRequest, useVip, vipState } from '../../stores/vip';
import { Button } from '../../ui/Button';
import { CrownIcon } from '../../ui/icons';
import { useLocale } from '../layout/use-locale';
import styles from './VipJoinCard.module.css';

/** The VIP page's call to action: a guest signs up with VIP asked for; a player asks to join and sees the answer. */
export function VipJoinCard() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { status } = useSession();
  const { request } = useVip();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== 'signed-in') {
      vipState.request = undefined;
      return;
    }
    void loadVipRequest();
  }, [status]);

  const join = async () => {
    if (status !== 'signed-in') {
      authFlowState.vipIntent = true;
      void navigate({ to: '.', search: (prev) => ({ ...prev, signup: '' }) });
      return;
    }
    setBusy(true);
    try {
      const result = await joinVip('page');
      if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="vip-join-title" data-testid="vip-join">
      <span className={styles.icon} aria-hidden="true">
        <CrownIcon width={28} height={28} />
      </span>
      <div className={styles.body}>
        <h2 id="vip-join-title" className={styles.title}>
          {request?.status === 'accepted' ? <Trans>You are in the VIP club</Trans> : <Trans>Join the VIP club</Trans>}
        </h2>
        {!request && (
          <p className={styles.text}>
            <Trans>Ask to join: a personal manager reviews your request and contacts you about your terms.</Trans>
          </p>
        )}
        {request?.status === 'pending' && (
          <p className={styles.text} role="status">
            <Trans>
              Your request of {formatDateTime(Date.parse(request.requested_at), locale)} is in. A personal manager will
              contact you.
            </Trans>
          </p>
        )}
        {request?.status === 'accepted' && (
          <p className={styles.text} role="status">
            <Trans>Your personal manager will be in touch with your terms.</Trans>
          </p>
        )}
        {request?.status === 'declined' && (
          <p className={styles.text} role="status">
            <Trans>
              Your request was not accepted this time. Keep playing: the VIP manager reviews players regularly.
            </Trans>
          </p>
        )}
      </div>
      {!request && (
        <Button variant="primary" busy={busy} onClick={() => void join()}>
          {status === 'signed-in' ? <Trans>Ask to join</Trans> : <Trans>Sign up and join</Trans>}
        </Button>
      )}
    </section>
  );
}
