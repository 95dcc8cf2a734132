import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { verificationGroup } from '../../../contract/verification';
import { authFlowState, useAuthFlow } from '../../stores/auth-flow';
import { useSession } from '../../stores/session';
import { Modal } from '../../ui/Modal';
import { VerificationPanel } from './VerificationPanel';

/** Spec §3/§6: a player whose `verification.is_need` is set is asked for documents, once per visit. */
export function VerificationModal() {
  const { t } = useLingui();
  const { profile } = useSession();
  const { verificationOpen, verificationDismissed } = useAuthFlow();
  const verification = profile?.data.verification;
  const status = verification?.data.status ?? null;
  // init, user_pending and waiting (one document in) wait for the player; pending is with the operator.
  const waiting = status === 'pending' || (status !== null && verificationGroup(status) === 'success');
  const ask = Boolean(verification?.is_need) && !waiting;
  // Once open, it stays until the player closes it, so they see the upload land.
  useEffect(() => {
    if (ask) authFlowState.verificationOpen = true;
  }, [ask]);
  if (!(ask || verificationOpen) || verificationDismissed) return null;
  return (
    <Modal
      title={t`Verify your identity`}
      onClose={() => {
        authFlowState.verificationDismissed = true;
      }}
    >
      <VerificationPanel bare />
    </Modal>
  );
}
