import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { transfer } from 'comlink';
import { useCallback, useEffect, useState } from 'react';
import type { KycDocumentKind, VerificationAnswer } from '../../../contract/api/account';
import { documentProblemText, failureLines } from '../../i18n/error-messages';
import { loadVerification, uploadDocument } from '../../stores/account';
import { notify } from '../../stores/notifications';
import { Button } from '../../ui/Button';
import fieldStyles from '../auth/AuthForm.module.css';
import styles from './Account.module.css';
import { FilePicker } from './FilePicker';
import { documentProblem, KYC_MAX_BYTES } from './kyc-files';

type Verification = VerificationAnswer['data'];

const STATUS_TEXT: Record<string, MessageDescriptor> = {
  init: msg`We need to verify your identity: upload an identity document and a selfie.`,
  user_pending: msg`We need to verify your identity: upload an identity document and a selfie.`,
  waiting: msg`One document is in. Upload the other one to send them for review.`,
  pending: msg`Your documents are being reviewed. This usually takes up to 24 hours.`,
  failed: msg`Verification did not pass. Upload the documents again.`,
  unverified: msg`Verification did not pass. Upload the documents again.`,
  success: msg`You are verified.`,
  verified: msg`You are verified.`,
};

const KINDS = ['identity', 'selfie'] as const;
type Chosen = Record<KycDocumentKind, File | null>;
const maxMb = KYC_MAX_BYTES / 1_048_576;

/**
 * Verification (KYC): the state in the spec's three groups; the player chooses an identity document and a selfie
 * (each can be removed or replaced), then sends them.
 */
export function VerificationPanel({ bare = false }: { bare?: boolean }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<Verification | null>(null);
  const [chosen, setChosen] = useState<Chosen>({ identity: null, selfie: null });
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    const result = await loadVerification();
    if (result.ok) setState(result.data);
  }, []);
  useEffect(() => void reload(), [reload]);

  const problemOf = (kind: KycDocumentKind) => {
    const file = chosen[kind];
    const problem = file && documentProblem(kind, file);
    return problem ? documentProblemText(problem, kind, KYC_MAX_BYTES) : null;
  };

  /** Sends each chosen file in turn; a sent one leaves its picker, a refused one stays with the reason. */
  const send = async () => {
    setBusy(true);
    try {
      for (const kind of KINDS) {
        const file = chosen[kind];
        if (!file) continue;
        const data = await file.arrayBuffer();
        const result = await uploadDocument(kind, transfer(data, [data]), file.type);
        if (!result.ok) {
          notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
          return;
        }
        setState(result.data);
        setChosen((current) => ({ ...current, [kind]: null }));
      }
      notify({ kind: 'success', title: t`Uploaded`, lines: [] });
    } finally {
      setBusy(false);
    }
  };

  if (!state) return null;
  const statusText = state.status ? STATUS_TEXT[state.status] : undefined;
  const uploaded = new Set(state.documents.map((document) => document.kind));
  // waiting: one of the two documents is in, the other still to come; pending: both are with the operator.
  const canUpload = state.status !== 'pending' && state.group !== 'success';

  return (
    <section
      className={bare ? styles.bare : `${styles.panel} ${styles.spaced}`}
      aria-label={t`Verification`}
      data-testid="verification"
    >
      {!bare && (
        <h2 className={styles.title}>
          <Trans>Verification</Trans>
        </h2>
      )}
      <p className={styles.meta} role="status">
        {statusText ? i18n._(statusText) : t`Not requested yet. We ask before large withdrawals.`}
      </p>
      {state.reason && <p className={fieldStyles.error}>{state.reason}</p>}
      {canUpload && (
        <form
          className={styles.documents}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {KINDS.map((kind) => (
            <FilePicker
              key={kind}
              label={kind === 'identity' ? t`Identity document (passport or ID card)` : t`Selfie with the document`}
              hint={kind === 'identity' ? t`JPEG, PNG or PDF, up to ${maxMb} MB` : t`JPEG or PNG, up to ${maxMb} MB`}
              accept={kind === 'identity' ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png'}
              file={chosen[kind]}
              problem={problemOf(kind)}
              uploaded={uploaded.has(kind)}
              disabled={busy}
              onChoose={(file) => setChosen((current) => ({ ...current, [kind]: file }))}
            />
          ))}
          <Button
            type="submit"
            variant="primary"
            busy={busy}
            disabled={!KINDS.some((kind) => chosen[kind]) || KINDS.some((kind) => problemOf(kind))}
          >
            <Trans>Send for review</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
