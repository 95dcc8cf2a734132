import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ApiFailure } from '../../../../workers/api-result';
import { failureLines, roundMessage } from '../../../i18n/error-messages';
import { rotateSeeds, useGames } from '../../../stores/games';
import { notify } from '../../../stores/notifications';
import { Button } from '../../../ui/Button';
import styles from '../GameLayout.module.css';
import fair from './Fairness.module.css';

/** The server (409) or the demo refuses rotation while a multi-step round is unfinished. */
function roundOpen(failure: ApiFailure): boolean {
  if (failure.kind === 'http') return failure.code === 'round_open';
  if (failure.kind === 'validation')
    return Object.values(failure.errors).some((lines) => lines.some((line) => line.startsWith('round_open')));
  return false;
}

/** The active seed pair (hash shown before betting), the client seed and rotation (which reveals the old seed). */
export function FairnessPanel() {
  const { t } = useLingui();
  const clientSeedId = useId();
  const { seeds, revealed } = useGames();
  const [clientSeed, setClientSeed] = useState('');
  const [busy, setBusy] = useState(false);

  const rotate = async () => {
    setBusy(true);
    try {
      const result = await rotateSeeds(clientSeed.trim() || undefined);
      if (!result.ok && roundOpen(result.failure)) {
        notify({
          kind: 'error',
          title: roundMessage('rotateTitle'),
          lines: [roundMessage('rotateLine')],
        });
      } else if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
      else setClientSeed('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="fairness-title">
      <h2 id="fairness-title" className={styles.cardTitle}>
        <Trans>Provably fair</Trans>
      </h2>
      {seeds && (
        <dl className={fair.seeds}>
          <dt>{t`Server seed (SHA-256)`}</dt>
          <dd data-testid="server-seed-hash">{seeds.server_seed_hash}</dd>
          <dt>{t`Next server seed (SHA-256)`}</dt>
          <dd>{seeds.next_server_seed_hash}</dd>
          <dt>{t`Client seed`}</dt>
          <dd data-testid="client-seed">{seeds.client_seed}</dd>
          <dt>{t`Nonce`}</dt>
          <dd data-testid="nonce">{seeds.nonce}</dd>
        </dl>
      )}
      <form
        className={fair.rotate}
        onSubmit={(event) => {
          event.preventDefault();
          void rotate();
        }}
      >
        <label htmlFor={clientSeedId} className={styles.label}>
          {t`New client seed (optional)`}
        </label>
        <input
          id={clientSeedId}
          className={styles.input}
          maxLength={64}
          autoComplete="off"
          value={clientSeed}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        {/* The prerendered page is interactive before the game's seeds have loaded: a rotation waits for them. */}
        <Button type="submit" variant="secondary" busy={busy} disabled={!seeds}>
          <Trans>Rotate seeds</Trans>
        </Button>
      </form>
      {revealed[0] && (
        <div className={fair.revealed} data-testid="revealed-seed">
          <p className={styles.label}>{t`Revealed server seed of the previous pair`}</p>
          <code>{revealed[0].server_seed}</code>
        </div>
      )}
      <p className={styles.rules}>
        <Trans>
          Each round draws from HMAC-SHA256(server seed, client seed:nonce:round). The server seed's hash is shown
          before you bet; rotating reveals the seed so you can check every round played with it.
        </Trans>
      </p>
    </section>
  );
}
