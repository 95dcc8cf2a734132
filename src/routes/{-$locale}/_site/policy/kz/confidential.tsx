import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../../../../../features/policy/PolicyPage';

export const Route = createFileRoute('/{-$locale}/_site/policy/kz/confidential')({
  component: () => <PolicyPage document="kz/confidential" />,
});
