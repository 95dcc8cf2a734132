import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatMultiplier } from '../../../../contract/games/multiplier';
import { DICE, diceMultiplier, formatDiceRoll } from '../../../../contract/games/rules/dice';
import { formatMoney } from '../../../lib/format';
import { useDraft } from '../../../lib/use-draft';
import { playFreeBet, playRound } from '../../../stores/games';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../layout/use-locale';
import { BetPanel } from '../BetPanel';
import { GameControls } from '../controls/GameControls';
import { useGameHotkeys } from '../controls/use-game-hotkeys';
import { FreeBetButton } from '../FreeBetButton';
import { FairnessPanel } from '../fairness/FairnessPanel';
import { RecentBets } from '../fairness/RecentBets';
import styles from '../GameLayout.module.css';
import { useBetRound } from '../use-bet-round';
import { useGameSession } from '../use-game-session';
import { useInstantPresentation } from '../use-instant-presentation';
import { useOutcomeReveal } from '../use-outcome-reveal';
import { useRoundAnimation } from '../use-round-animation';
import dice from './DiceGame.module.css';
import { CHANCE_RANGE, HOTKEYS, stepChance } from './hotkeys';

/** The marker's slide to the roll (its transition in DiceGame.module.css). */
const ROLL_MS = 250;

/** Dice: roll over or under a target chosen by win chance; the roll is 0.00..100.00. */
export function DiceGame() {
  const { t } = useLingui();
  const locale = useLocale();
  const chanceId = useId();
  const session = useGameSession('dice');
  const { games, currency, limits, offline } = session;
  const bet = useBetRound(limits, currency);
  const [amount, setAmount] = useDraft('bet:dice', '');
  const [direction, setDirection] = useState<'over' | 'under'>('under');
  const [chance, setChance] = useState(4950);
  const instant = useInstantPresentation('dice');
  const reveal = useOutcomeReveal(instant);
  // Each roll (manual or auto) slides the marker; the balance and the round's row show when it stops.
  const { last } = useRoundAnimation('dice', reveal, ROLL_MS);
  useGameHotkeys(HOTKEYS, {
    direction: () => setDirection((now) => (now === 'under' ? 'over' : 'under')),
    lessChance: () => setChance((now) => stepChance(now, -100)),
    moreChance: () => setChance((now) => stepChance(now, 100)),
  });

  const edgeBp = Math.round(Number(games.config?.dice.house_edge ?? '0.01') * 10_000);
  const config = { houseEdge: edgeBp, minWinChance: DICE.minWinChance, maxWinChance: DICE.maxWinChance };
  const target = direction === 'under' ? chance : 10_000 - chance;
  const multiplier = diceMultiplier({ direction, target }, config);
  const stake = amount || limits.min || '1.00';
  const roll = typeof last?.bet.outcome?.roll === 'number' ? last.bet.outcome.roll : null;
  const won = last ? Number(last.bet.payout) > 0 : false;

  const play = async () => {
    reveal.hold();
    if (!(await bet.play(stake, () => playRound('dice', { amount: stake, target, direction })))) reveal.land();
  };
  const playFree = async (campaign: number, value: string) => {
    reveal.hold();
    const round = () => playFreeBet('dice', campaign, { amount: value, target, direction });
    if (!(await bet.play(value, round, true))) reveal.land();
  };

  return (
    <div className={styles.layout}>
      <BetPanel
        session={session}
        stake={stake}
        onStake={setAmount}
        problem={bet.problem}
        onSubmit={() => void play()}
        autoPlan={{ game: 'dice', plan: () => ({ game: 'dice', body: { amount: stake, target, direction } }) }}
      >
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">{t`Direction`}</legend>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={direction === 'under'}
            onClick={() => setDirection('under')}
          >
            {t`Roll under`}
          </button>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={direction === 'over'}
            onClick={() => setDirection('over')}
          >
            {t`Roll over`}
          </button>
        </fieldset>
        <div>
          <label htmlFor={chanceId} className={styles.label}>
            {t`Win chance: ${(chance / 100).toFixed(2)}%`}
          </label>
          <input
            id={chanceId}
            className={dice.range}
            type="range"
            min={CHANCE_RANGE.min}
            max={CHANCE_RANGE.max}
            step={50}
            value={chance}
            onChange={(event) => setChance(Number(event.target.value))}
          />
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>{t`Target`}</dt>
            <dd>
              {direction === 'under' ? '<' : '>'} {formatDiceRoll(target)}
            </dd>
          </div>
          <div>
            <dt>{t`Multiplier`}</dt>
            <dd data-testid="dice-multiplier">{formatMultiplier(multiplier)}×</dd>
          </div>
          <div>
            <dt>{t`Win chance`}</dt>
            <dd>{(chance / 100).toFixed(2)}%</dd>
          </div>
        </dl>
        <Button type="submit" variant="primary" wide busy={bet.busy} disabled={offline} data-hotkey="bet">
          <Trans>Roll</Trans>
        </Button>
        <FreeBetButton
          game="dice"
          busy={bet.busy}
          disabled={offline}
          onUse={(campaign) => void playFree(campaign.id, campaign.spin_value)}
        />
        <p className={styles.rules}>
          {t`House edge ${(edgeBp / 100).toFixed(2)}%: a win pays (100 − edge) ÷ win chance.`}
        </p>
      </BetPanel>
      <div className={styles.stage} data-instant={instant || undefined}>
        <div className={dice.board}>
          <p className={dice.roll} data-result={last ? (won ? 'win' : 'loss') : undefined} data-testid="dice-roll">
            {roll === null ? '—' : formatDiceRoll(roll)}
          </p>
          <p className={dice.outcome} role="status">
            {last
              ? won
                ? t`You won ${formatMoney(last.bet.payout, last.bet.currency, locale)}`
                : t`No win this time`
              : t`Choose your chance and roll`}
          </p>
          <div className={dice.track} aria-hidden="true">
            <div
              className={dice.zone}
              style={
                direction === 'under'
                  ? { left: 0, width: `${target / 100}%` }
                  : { left: `${target / 100}%`, width: `${100 - target / 100}%` }
              }
            />
            {roll !== null && (
              <div
                className={dice.marker}
                style={{ transform: `translateX(${roll / 100}cqw)` }}
                data-result={won ? 'win' : 'loss'}
              />
            )}
          </div>
          <div className={dice.scale} aria-hidden="true">
            <span>0</span>
            <span>25</span>
            <span>50</span>
            <span>75</span>
            <span>100</span>
          </div>
        </div>
      </div>
      <div className={styles.below}>
        <GameControls game="dice" hotkeys={HOTKEYS} instant />
        <RecentBets game="dice" />
        <FairnessPanel />
      </div>
    </div>
  );
}
