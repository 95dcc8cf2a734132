import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../../../../../features/policy/PolicyPage';

export const Route = createFileRoute('/{-$locale}/_site/policy/ru/user-agreement')({
  component: () => <PolicyPage document="ru/user-agreement" />,
});
