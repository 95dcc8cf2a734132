import { createFileRoute } from '@tanstack/react-router';
import { BettingPage } from '../../../features/sports/BettingPage';

export const Route = createFileRoute('/{-$locale}/_site/betting')({
  component: BettingPage,
});
