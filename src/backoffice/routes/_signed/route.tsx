import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Shell } from '../../features/shell/Shell';
import { currentOperator, useWho } from '../../stores/session';

/** Every screen but the sign-in: signed in first, then the frame with the areas the role may open. */
export const Route = createFileRoute('/_signed')({
  beforeLoad: async ({ location }) => {
    const who = await currentOperator();
    if (!who) throw redirect({ to: '/sign-in', search: { next: location.href } });
    return { who };
  },
  component: function Signed() {
    const who = useWho();
    const navigate = useNavigate();
    const here = useLocation({ select: (location) => location.href });
    // The session ended while here (a 401 answer): the sign-in, then back.
    useEffect(() => {
      if (!who) void navigate({ to: '/sign-in', search: { next: here } });
    }, [who, navigate, here]);
    return (
      <Shell>
        <Outlet />
      </Shell>
    );
  },
});
