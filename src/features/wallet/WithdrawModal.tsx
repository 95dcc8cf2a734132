import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { PayoutsPanel } from './PayoutsPanel';

/** Withdraw (?withdraw): request a payout and follow the ones already requested. */
export function WithdrawModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Withdraw`} onClose={onClose}>
      <PayoutsPanel />
    </Modal>
  );
}
