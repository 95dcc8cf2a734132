import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { GameBet, GameName } from '../../../../contract/api/games';
import { failureLines } from '../../../i18n/error-messages';
import { useGames, verifyRound } from '../../../stores/games';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from '../GameLayout.module.css';
import { verifyRequestFor } from './bet-outcome';
import fair from './Fairness.module.css';
import { describeOutcome } from './outcome-text';

/** The player's own check of a round: seeds in, outcome out, computed in the worker with no network. */
export function VerifyDialog({ game, betId, onClose }: { game: GameName; betId: number; onClose: () => void }) {
  const { recent } = useGames();
  const bet = recent[game]?.find((candidate) => candidate.id === betId);
  const { t } = useLingui();
  return bet ? (
    <Modal title={t`Verify a round`} onClose={onClose}>
      <RoundVerifier bet={bet} />
    </Modal>
  ) : null;
}

/** The verifier's form for one round, filled with its seeds (the player may change them), and its answer. */
export function RoundVerifier({ bet }: { bet: GameBet }) {
  const { t, i18n } = useLingui();
  const ids = { server: useId(), client: useId(), nonce: useId() };
  const [serverSeed, setServerSeed] = useState(bet.server_seed ?? '');
  // The seed is revealed by a rotation that may land while the dialog is open.
  useEffect(() => {
    if (bet.server_seed) setServerSeed((typed) => typed || (bet.server_seed ?? ''));
  }, [bet.server_seed]);
  const [clientSeed, setClientSeed] = useState(bet.client_seed);
  const [nonce, setNonce] = useState(String(bet.nonce));
  const [answer, setAnswer] = useState<{ text: string; hashMatches: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const verify = async () => {
    setError(null);
    const result = await verifyRound(
      { serverSeed: serverSeed.trim(), clientSeed, nonce: Number(nonce) },
      verifyRequestFor(bet),
    );
    if (!result.ok) {
      setError(failureLines(result.failure).join(' '));
      return;
    }
    setAnswer({
      text: i18n._(describeOutcome(result.data.result)),
      hashMatches: result.data.serverSeedHash === bet.server_seed_hash,
    });
  };

  return (
    <>
      <form
        className={fair.rotate}
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        {!bet.server_seed && (
          <p className={styles.rules}>
            <Trans>This pair is still active: rotate the seeds to reveal its server seed, then verify.</Trans>
          </p>
        )}
        <label htmlFor={ids.server} className={styles.label}>
          {t`Server seed`}
        </label>
        <input
          id={ids.server}
          className={styles.input}
          value={serverSeed}
          onChange={(e) => setServerSeed(e.target.value)}
          required
        />
        <label htmlFor={ids.client} className={styles.label}>
          {t`Client seed`}
        </label>
        <input
          id={ids.client}
          className={styles.input}
          value={clientSeed}
          onChange={(e) => setClientSeed(e.target.value)}
        />
        <label htmlFor={ids.nonce} className={styles.label}>
          {t`Nonce`}
        </label>
        <input
          id={ids.nonce}
          className={styles.input}
          inputMode="numeric"
          value={nonce}
          onChange={(e) => setNonce(e.target.value)}
        />
        <Button type="submit" variant="primary">
          <Trans>Verify</Trans>
        </Button>
      </form>
      {error && <p className={fair.bad}>{error}</p>}
      {answer && (
        <div className={fair.result} role="status" data-testid="verify-result">
          <p>{answer.text}</p>
          <p className={answer.hashMatches ? fair.ok : fair.bad}>
            {answer.hashMatches
              ? t`The seed matches the hash shown before the bet.`
              : t`The seed does not match the hash shown before the bet.`}
          </p>
        </div>
      )}
    </>
  );
}
