import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { useDraft } from '../../../lib/use-draft';
import { playRound } from '../../../stores/games';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../layout/use-locale';
import { BetPanel } from '../BetPanel';
import { GameControls } from '../controls/GameControls';
import { useGameHotkeys } from '../controls/use-game-hotkeys';
import { FairnessPanel } from '../fairness/FairnessPanel';
import { RecentBets } from '../fairness/RecentBets';
import styles from '../GameLayout.module.css';
import { useBetRound } from '../use-bet-round';
import { useGameSession } from '../use-game-session';
import { useInstantPresentation } from '../use-instant-presentation';
import { useOutcomeReveal } from '../use-outcome-reveal';
import { useRoundAnimation } from '../use-round-animation';
import coin from './CoinflipGame.module.css';
import { HOTKEYS } from './hotkeys';

/** The coin's turn (its transition in CoinflipGame.module.css). */
const FLIP_MS = 600;

/** Coinflip: call heads or tails; a win pays the published multiplier. */
export function CoinflipGame() {
  const { t } = useLingui();
  const locale = useLocale();
  const session = useGameSession('coinflip');
  const { games, currency, limits, offline } = session;
  const bet = useBetRound(limits, currency);
  const [amount, setAmount] = useDraft('bet:coinflip', '');
  const [side, setSide] = useState<'heads' | 'tails'>('heads');
  const instant = useInstantPresentation('coinflip');
  const reveal = useOutcomeReveal(instant);
  // Each round (a manual flip, an auto round) turns the coin; its outcome shows when it lands.
  const { last, turns: flips } = useRoundAnimation('coinflip', reveal, FLIP_MS);
  useGameHotkeys(HOTKEYS);

  const stake = amount || limits.min || '1.00';
  const multiplier = games.config?.coinflip.multiplier ?? '1.98';
  const landed = last?.bet.outcome?.side === 'tails' ? 'tails' : last ? 'heads' : null;
  const won = last ? Number(last.bet.payout) > 0 : false;

  const play = async () => {
    reveal.hold();
    if (!(await bet.play(stake, () => playRound('coinflip', { amount: stake, side })))) reveal.land();
  };

  return (
    <div className={styles.layout}>
      <BetPanel
        session={session}
        stake={stake}
        onStake={setAmount}
        problem={bet.problem}
        onSubmit={() => void play()}
        autoPlan={{ game: 'coinflip', plan: () => ({ game: 'coinflip', body: { amount: stake, side } }) }}
      >
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">{t`Your call`}</legend>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={side === 'heads'}
            data-hotkey="heads"
            onClick={() => setSide('heads')}
          >
            {t`Heads`}
          </button>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={side === 'tails'}
            data-hotkey="tails"
            onClick={() => setSide('tails')}
          >
            {t`Tails`}
          </button>
        </fieldset>
        <Button type="submit" variant="primary" wide busy={bet.busy} disabled={offline} data-hotkey="bet">
          <Trans>Flip for {multiplier}×</Trans>
        </Button>
        <p className={styles.rules}>{t`A win pays ${multiplier}× the bet: a 1% house edge on an even chance.`}</p>
      </BetPanel>
      <div className={styles.stage} data-instant={instant || undefined}>
        <div className={coin.scene}>
          <div className={coin.coin} data-side={landed ?? 'heads'} data-flips={flips % 2} aria-hidden="true">
            <span className={coin.heads}>H</span>
            <span className={coin.tails}>T</span>
          </div>
          <p className={coin.outcome} role="status" data-testid="coinflip-result">
            {reveal.holding
              ? t`Flipping…`
              : last
                ? won
                  ? t`${landed === 'heads' ? t`Heads` : t`Tails`}: you won ${formatMoney(last.bet.payout, last.bet.currency, locale)}`
                  : t`${landed === 'heads' ? t`Heads` : t`Tails`}: no win this time`
                : t`Call it and flip`}
          </p>
        </div>
      </div>
      <div className={styles.below}>
        <GameControls game="coinflip" hotkeys={HOTKEYS} />
        <RecentBets game="coinflip" />
        <FairnessPanel />
      </div>
    </div>
  );
}
