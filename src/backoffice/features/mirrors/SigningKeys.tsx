import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { MirrorKeysAnswer } from '../../../../contract/api/mirror-keys';
import type { ApiResult } from '../../../../workers/api-result';
import { Button } from '../../../ui/Button';
import { generateMirrorKey, loadMirrorKeys, promoteMirrorKey, retireMirrorKey } from '../../stores/mirrors';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { KeyCard } from './KeyCard';
import { keyName } from './key-labels';

type Keys = MirrorKeysAnswer['data'];

/**
 * The keys that sign the players' mirror list (admin), and their rotation: generate the next key (it signs beside the
 * current one, so players' apps learn it), make it current, and retire the old one once no player depends on it.
 */
export function SigningKeys() {
  const { t, i18n } = useLingui();
  const [keys, setKeys] = useState<Keys | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await loadMirrorKeys();
    if (result.ok) setKeys(result.data);
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [i18n]);
  useEffect(() => void reload(), [reload]);

  const run = async (action: () => Promise<ApiResult<Keys>>, line: string) => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) return setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
    setKeys(result.data);
    setOutcome({ kind: 'ok', lines: [line] });
  };
  const hasNext = keys?.items.some((item) => item.state === 'next') ?? true;

  return (
    <section className={styles.screen} aria-labelledby="keys-title">
      <div className={styles.heading}>
        <h2 id="keys-title" className={styles.title}>
          <Trans>Signing keys of the mirror list</Trans>
        </h2>
        <Button
          disabled={hasNext}
          busy={busy}
          onClick={() => void run(generateMirrorKey, t`The next key is generated and signs beside the current one.`)}
        >
          <Trans>Generate the next key</Trans>
        </Button>
      </div>
      <p className={styles.muted}>
        <Trans>
          Players' apps accept a mirror list only when a key they trust signed it. A next key signs beside the current
          one and the list names it, so every app that gets a list learns it; ship it in the next build too. Make it
          current, then retire the previous key once its waiting time is over. The private keys never leave the server.
        </Trans>
      </p>
      {keys && (
        <p className={styles.muted}>
          <Trans>Build the app with:</Trans>{' '}
          <code className={styles.code}>VITE_MIRROR_PUBLIC_KEYS={keys.build_keys}</code>
        </p>
      )}
      <Outcome outcome={outcome} />
      {keys && (
        <ul className={styles.list} aria-label={t`Signing keys`}>
          {keys.items.map((item) => {
            const name = keyName(item.public_key);
            return (
              <KeyCard
                key={`${item.id}:${item.state}`}
                item={item}
                busy={busy}
                onPromote={() => void run(() => promoteMirrorKey(item.id), t`Key ${name} is now the current key.`)}
                onRetire={() => void run(() => retireMirrorKey(item.id), t`Key ${name} is retired.`)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
