import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../../../features/sections/SectionPage';

export const Route = createFileRoute('/{-$locale}/_site/games/cases/')({
  component: () => <SectionPage section="cases" />,
});
