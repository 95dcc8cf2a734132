import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInForm } from '../features/sign-in/SignInForm';
import { currentOperator } from '../stores/session';

interface SignInSearch {
  /** Where to go once signed in (an address of the back office). */
  next?: string;
}

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): SignInSearch =>
    typeof search.next === 'string' && search.next.startsWith('/') && !search.next.startsWith('//')
      ? { next: search.next }
      : {},
  beforeLoad: async () => {
    if (await currentOperator()) throw redirect({ to: '/' });
  },
  component: function SignInRoute() {
    const { next } = Route.useSearch();
    return <SignInForm next={next ?? '/'} />;
  },
});
