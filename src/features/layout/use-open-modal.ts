import { useNavigate } from '@tanstack/react-router';

type ModalFlag = 'login' | 'signup' | 'deposit' | 'withdraw';

/** Opens a modal by adding its query flag to the current address (spec §2). */
export function useOpenModal() {
  const navigate = useNavigate();
  return (flag: ModalFlag) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, [flag]: '' }) });
}
