import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useAuthFlow } from '../../stores/auth-flow';
import { billingState, useBilling } from '../../stores/billing';
import { notify } from '../../stores/notifications';
import { useSession } from '../../stores/session';

// The forms load when a modal opens, not with the first page.
const ConfirmAddressModal = lazy(() =>
  import('./ConfirmAddressModal').then((m) => ({ default: m.ConfirmAddressModal })),
);
const VerificationModal = lazy(() =>
  import('../account/VerificationModal').then((m) => ({ default: m.VerificationModal })),
);
const PayInModal = lazy(() => import('../wallet/PayInModal').then((m) => ({ default: m.PayInModal })));
const WithdrawModal = lazy(() => import('../wallet/WithdrawModal').then((m) => ({ default: m.WithdrawModal })));
const SuccessPaymentModal = lazy(() =>
  import('../wallet/SuccessPaymentModal').then((m) => ({ default: m.SuccessPaymentModal })),
);
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => import('./RegisterModal').then((m) => ({ default: m.RegisterModal })));

type Flag = 'login' | 'signup' | 'deposit' | 'withdraw';

/** Modals driven by the address (spec §2): ?login, ?signup, ?deposit, and ?withdraw. */
export function AuthModals() {
  const { paid } = useBilling();
  const { confirmAddress } = useAuthFlow();
  return (
    <Suspense fallback={null}>
      {confirmAddress ? <ConfirmAddressModal {...confirmAddress} /> : <AddressModal />}
      {paid && <SuccessPaymentModal />}
      <VerificationGate />
      <DepositPrompt />
    </Suspense>
  );
}

/** Loads the Verification modal only for a player the server asks to verify. */
function VerificationGate() {
  const { profile } = useSession();
  const { verificationOpen } = useAuthFlow();
  // Once open it stays mounted while the upload changes the profile, until the player closes it.
  return profile?.data.verification.is_need || verificationOpen ? <VerificationModal /> : null;
}

/** Spec §4: the worker says it is time to offer a deposit; open PayIn unless another modal is shown. */
function DepositPrompt() {
  const { promptDeposit, paid } = useBilling();
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  useEffect(() => {
    if (!promptDeposit) return;
    billingState.promptDeposit = false;
    const modalShown = paid !== null || ['login', 'signup', 'deposit', 'withdraw'].some((flag) => flag in search);
    if (!modalShown) void navigate({ to: '.', search: (prev) => ({ ...prev, deposit: '' }) });
  }, [promptDeposit, paid, search, navigate]);
  return null;
}

function AddressModal() {
  const { t } = useLingui();
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const { status } = useSession();
  const { paid } = useBilling();

  const setFlags = (remove: Flag[], add?: Flag) =>
    void navigate({
      to: '.',
      replace: true,
      search: (prev) => {
        const next: Record<string, unknown> = { ...prev };
        for (const flag of remove) delete next[flag];
        if (add) next[add] = '';
        return next;
      },
    });

  const signedIn = () => {
    setFlags(['login', 'signup']);
  };

  // Spec §4: a paid invoice closes PayIn (SuccessPayment opens from the billing store).
  const depositOpen = search.deposit !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a payment lands while PayIn is open.
  useEffect(() => {
    if (paid && depositOpen) setFlags(['deposit']);
  }, [paid, depositOpen]);

  if (status === 'guest' && search.signup !== undefined) {
    return (
      <RegisterModal
        onClose={() => setFlags(['signup'])}
        onSwitch={() => setFlags(['signup'], 'login')}
        onSuccess={() => {
          signedIn();
          notify({ kind: 'success', title: t`Welcome!`, lines: [t`Your account is ready.`] });
        }}
      />
    );
  }
  // A guest who asks for a deposit or a withdrawal logs in first; it opens afterwards.
  const wantsWallet = search.deposit !== undefined || search.withdraw !== undefined;
  if (status === 'guest' && (search.login !== undefined || wantsWallet)) {
    return (
      <LoginModal
        onClose={() => setFlags(['login', 'deposit', 'withdraw'])}
        onSwitch={() => setFlags(['login', 'deposit', 'withdraw'], 'signup')}
        onSuccess={signedIn}
      />
    );
  }
  if (status === 'signed-in' && search.deposit !== undefined && !paid) {
    return <PayInModal onClose={() => setFlags(['deposit'])} />;
  }
  if (status === 'signed-in' && search.withdraw !== undefined) {
    return <WithdrawModal onClose={() => setFlags(['withdraw'])} />;
  }
  return null;
}
