import { createFileRoute } from '@tanstack/react-router';
import { GameSettingsList } from '../../features/games/GameSettingsList';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/games')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'games'),
  component: GameSettingsList,
});
