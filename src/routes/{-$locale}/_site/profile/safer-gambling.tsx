import { createFileRoute } from '@tanstack/react-router';
import { ProfileTab } from '../../../../features/profile/ProfileTab';

export const Route = createFileRoute('/{-$locale}/_site/profile/safer-gambling')({
  component: () => <ProfileTab tab="safer-gambling" />,
});
