import { createFileRoute } from '@tanstack/react-router';
import { CasesCatalogue } from '../../../../../features/games/cases/CasesCatalogue';

export const Route = createFileRoute('/{-$locale}/_site/games/cases/')({
  component: CasesCatalogue,
});
