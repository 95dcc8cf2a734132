import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CrashRound } from '../../../../contract/api/crash';
import { formatBust } from '../../../../contract/fairness/crash';
import type { CrashVerifyAnswer } from '../../../../workers/crash/verify';
import { failureLines } from '../../../i18n/error-messages';
import { useCrash, verifyCrashRound } from '../../../stores/crash';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from '../GameLayout.module.css';
import crash from './Crash.module.css';

const short = (hash: string) => `${hash.slice(0, 12)}…${hash.slice(-6)}`;

/**
 * A past round checked in the player's browser, with no server: its bust recomputed from its hash and the published
 * salt (HMAC-SHA256, bustabit v2), and its hash walked down the chain to the terminating hash published before game 1
 * (through the published checkpoints, each proven once in this browser to lead there and remembered), each published
 * round met on the way compared. The first links walked are listed.
 */
export function CrashVerifier({ round, onClose }: { round: CrashRound; onClose: () => void }) {
  const { t } = useLingui();
  const ids = { hash: useId(), salt: useId() };
  const { fairness, history } = useCrash();
  const [hash, setHash] = useState(round.hash ?? '');
  const [salt, setSalt] = useState(fairness?.salt ?? '');
  const [answer, setAnswer] = useState<CrashVerifyAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async () => {
    if (!fairness) return;
    setError(null);
    setBusy(true);
    const known = Object.fromEntries(history.flatMap((other) => (other.hash ? [[other.game, other.hash]] : [])));
    const result = await verifyCrashRound({
      hash,
      salt: salt.trim(),
      game: round.game,
      terminatingHash: fairness.terminating_hash,
      known,
    });
    setBusy(false);
    if (result.ok) setAnswer(result.data);
    else setError(failureLines(result.failure).join(' '));
  };

  const matches = answer !== null && round.bust !== null && formatBust(answer.bust) === round.bust;
  return (
    <Modal title={t`Verify game ${round.game}`} onClose={onClose}>
      <form
        className={crash.verifier}
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <label htmlFor={ids.hash} className={styles.label}>
          {t`Game hash`}
        </label>
        <input
          id={ids.hash}
          className={styles.input}
          value={hash}
          onChange={(event) => setHash(event.target.value)}
          spellCheck={false}
        />
        <label htmlFor={ids.salt} className={styles.label}>
          {t`Salt`}
        </label>
        <input
          id={ids.salt}
          className={styles.input}
          value={salt}
          onChange={(event) => setSalt(event.target.value)}
          spellCheck={false}
        />
        <p className={styles.rules}>
          {t`Computed in your browser: bust = max(1, floor(99 / (1 − X)) / 100), X the top 52 bits of HMAC-SHA256(salt, hash) / 2^52. Each earlier game's hash is SHA-256 of the later one's.`}
        </p>
        <Button type="submit" variant="primary" busy={busy} disabled={!fairness}>
          {t`Verify`}
        </Button>
        {!fairness && <p className={styles.problem}>{t`The chain's commitment has not loaded yet.`}</p>}
        {error && (
          <p className={styles.problem} role="alert">
            {error}
          </p>
        )}
      </form>
      {answer && (
        <div className={crash.verdict} role="status" data-testid="crash-verdict">
          <p data-ok={matches}>
            {matches
              ? t`Recomputed bust: ${formatBust(answer.bust)}× — matches the published ${round.bust}×.`
              : t`Recomputed bust: ${formatBust(answer.bust)}× — does NOT match the published ${round.bust ?? '—'}×.`}
          </p>
          <ol className={crash.links}>
            {answer.links.map((link) => (
              <li key={link.game}>
                {link.game === 0 ? t`Terminating hash` : t`Game ${link.game}`}: <code>{short(link.hash)}</code>
                {link.matchesPublished === true && ` ✓ ${t`matches the published round`}`}
                {link.matchesPublished === false && ` ✗ ${t`differs from the published round`}`}
              </li>
            ))}
          </ol>
          <p data-ok={answer.reached && answer.mismatched === 0}>
            {answer.reached
              ? answer.via === 0
                ? t`Walked ${answer.walked} links down the chain: it reaches the terminating hash published before game 1.`
                : t`Walked ${answer.walked} links: it reaches the published hash of game ${answer.via}, which leads on to the terminating hash published before game 1.`
              : t`The walk of ${answer.walked} links did NOT reach the terminating hash.`}{' '}
            {answer.matched > 0 && t`${answer.matched} published rounds on the way matched.`}
          </p>
        </div>
      )}
    </Modal>
  );
}
