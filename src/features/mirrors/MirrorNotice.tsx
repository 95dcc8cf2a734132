import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { screenFailure } from '../../i18n/error-messages';
import { mirrorMoveLink, mirrorState, useMirror } from '../../stores/mirror';
import { Button } from '../../ui/Button';
import styles from './MirrorNotice.module.css';

/**
 * A quiet notice once the API moved to a mirror: play goes on here; the player may move the whole app to the
 * mirror's address, staying signed in (a one-time sign-in token in the link).
 */
export function MirrorNotice() {
  const { domain, reason, dismissed } = useMirror();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!domain || dismissed) return null;

  async function move() {
    setBusy(true);
    setFailed(false);
    const result = await mirrorMoveLink(location.pathname + location.search);
    if (result.ok && result.data) {
      location.assign(result.data);
      return;
    }
    setBusy(false);
    setFailed(true);
  }

  return (
    <section className={styles.notice} aria-label={t`Connection moved to a mirror`}>
      <p className={styles.text} role="status">
        {reason === 'failover' ? (
          <Trans>
            This address stopped answering, so the app now connects through the mirror <strong>{domain}</strong>. You
            can keep playing here, or open the mirror to stay on it.
          </Trans>
        ) : (
          <Trans>
            This address is being retired. Continue on the mirror <strong>{domain}</strong>; you stay signed in.
          </Trans>
        )}
        {failed && <span className={styles.error}> {screenFailure('mirrorNotOpened')}</span>}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} onClick={() => void move()}>
          <Trans>Open the mirror</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            mirrorState.dismissed = true;
          }}
        >
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  );
}
