import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { notify } from '../../stores/notifications';
import { useSession } from '../../stores/session';

// The forms load when a modal opens, not with the first page.
const DepositModal = lazy(() => import('./DepositModal').then((m) => ({ default: m.DepositModal })));
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => import('./RegisterModal').then((m) => ({ default: m.RegisterModal })));

type Flag = 'login' | 'signup' | 'deposit';

/** Modals driven by the address (spec §2): ?login, ?signup, ?deposit. */
export function AuthModals() {
  return (
    <Suspense fallback={null}>
      <AddressModal />
    </Suspense>
  );
}

function AddressModal() {
  const { t } = useLingui();
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const { status } = useSession();

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
  // A guest who asks for a deposit logs in first; the deposit opens afterwards.
  if (status === 'guest' && (search.login !== undefined || search.deposit !== undefined)) {
    return (
      <LoginModal
        onClose={() => setFlags(['login', 'deposit'])}
        onSwitch={() => setFlags(['login', 'deposit'], 'signup')}
        onSuccess={signedIn}
      />
    );
  }
  if (status === 'signed-in' && search.deposit !== undefined) {
    return <DepositModal onClose={() => setFlags(['deposit'])} />;
  }
  return null;
}
