import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { transfer } from 'comlink';
import { useCallback, useEffect, useId, useState } from 'react';
import type { KycDocumentKind, VerificationAnswer } from '../../../contract/api/account';
import { documentProblemText, failureLines } from '../../i18n/error-messages';
import { loadVerification, uploadDocument } from '../../stores/account';
import { notify } from '../../stores/notifications';
import fieldStyles from '../auth/AuthForm.module.css';
import styles from './Account.module.css';
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

/** Verification (KYC): the state in the spec's three groups, and uploads of an identity document and a selfie. */
export function VerificationPanel({ bare = false }: { bare?: boolean }) {
  const { t, i18n } = useLingui();
  const ids = { identity: useId(), selfie: useId() };
  const [state, setState] = useState<Verification | null>(null);
  const [busy, setBusy] = useState<KycDocumentKind | null>(null);

  const reload = useCallback(async () => {
    const result = await loadVerification();
    if (result.ok) setState(result.data);
  }, []);
  useEffect(() => void reload(), [reload]);

  const upload = async (kind: KycDocumentKind, file: File | undefined) => {
    if (!file) return;
    const problem = documentProblem(kind, file);
    if (problem) {
      notify({
        kind: 'error',
        title: t`Error`,
        lines: [documentProblemText(problem, kind, KYC_MAX_BYTES)],
      });
      return;
    }
    setBusy(kind);
    try {
      const data = await file.arrayBuffer();
      const result = await uploadDocument(kind, transfer(data, [data]), file.type);
      if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
      else {
        setState(result.data);
        notify({ kind: 'success', title: t`Uploaded`, lines: [] });
      }
    } finally {
      setBusy(null);
    }
  };

  if (!state) return null;
  const statusText = state.status ? STATUS_TEXT[state.status] : undefined;
  const uploaded = new Set(state.documents.map((document) => document.kind));
  // waiting: one of the two documents is in, the other still to come; pending: both are with the operator.
  const canUpload = state.status !== 'pending' && state.group !== 'success';

  return (
    <section
      className={bare ? undefined : `${styles.panel} ${styles.spaced}`}
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
      {canUpload &&
        (['identity', 'selfie'] as const).map((kind) => (
          <div key={kind} className={fieldStyles.field}>
            <label htmlFor={ids[kind]} className={fieldStyles.label}>
              {kind === 'identity' ? t`Identity document (passport or ID card)` : t`Selfie with the document`}
              {uploaded.has(kind) ? ` · ${t`uploaded`}` : ''}
            </label>
            <input
              id={ids[kind]}
              type="file"
              accept={kind === 'identity' ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png'}
              disabled={busy !== null}
              onChange={(event) => void upload(kind, event.target.files?.[0])}
            />
          </div>
        ))}
    </section>
  );
}
