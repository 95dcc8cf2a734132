import type { AutoBetGame } from '../../../contract/games/autobet';
import { useAutoBet } from '../../stores/autobet';
import { useGameSettings } from '../../stores/game-settings';

/**
 * Whether the game shows its rounds at once, with no animation: in its instant mode (dice and keno's toggle), and
 * whenever the bet panel is in auto mode (auto-bet always uses the instant presentation: a run's rounds land one
 * after another as the server answers them). The game puts it on its stage as `data-instant` (global.css stops
 * every transition there) and passes it to `useOutcomeReveal`.
 */
export function useInstantPresentation(game: AutoBetGame): boolean {
  const instant = useGameSettings().instant[game] === true;
  const { mode } = useAutoBet();
  return instant || mode === 'auto';
}
