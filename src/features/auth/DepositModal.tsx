import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { WalletIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';

/** PayIn (spec §2). Payment methods and invoices arrive with the wallet; until then it says so plainly. */
export function DepositModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Deposit`} onClose={onClose}>
      <EmptyState
        icon={<WalletIcon width={28} height={28} />}
        title={t`Deposits are not open yet`}
        text={t`We are connecting payment methods. Your balance and account are ready; you will be able to top up here soon.`}
      />
      <p className="visually-hidden">
        <Trans>No payment was taken.</Trans>
      </p>
    </Modal>
  );
}
