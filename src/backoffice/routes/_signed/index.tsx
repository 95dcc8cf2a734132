import { createFileRoute, redirect } from '@tanstack/react-router';
import { areasFor } from '../../features/shell/areas';
import { NoAreas } from '../../features/shell/NoAreas';

/** The start: the first area the role may open. */
export const Route = createFileRoute('/_signed/')({
  beforeLoad: ({ context }) => {
    const [first] = areasFor(context.who.may);
    if (first) throw redirect({ to: first.to });
  },
  component: NoAreas,
});
