import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { GamePage } from '../../../../../features/games/GamePage';

export const Route = createFileRoute('/{-$locale}/_site/games/cases/$slug')({
  params: {
    parse: (raw) => ({
      slug: z
        .string()
        .check(z.regex(/^[a-z0-9-]{1,64}$/))
        .parse(raw.slug),
    }),
  },
  staticData: { isGame: true },
  component: () => <GamePage game="cases" />,
});
