import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { KENO_DRAWN } from '../../../../contract/fairness/outcomes';
import { KENO_MAX_PICKS, KENO_RISKS, type KenoRisk, kenoHitProbability } from '../../../../contract/games/rules/keno';
import { formatMoney } from '../../../lib/format';
import { useDraft } from '../../../lib/use-draft';
import { gamesState, playRound } from '../../../stores/games';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../layout/use-locale';
import { BetPanel } from '../BetPanel';
import { GameControls } from '../controls/GameControls';
import { useGameHotkeys } from '../controls/use-game-hotkeys';
import { FairnessPanel } from '../fairness/FairnessPanel';
import { RecentBets } from '../fairness/RecentBets';
import { formatPercent } from '../format-percent';
import styles from '../GameLayout.module.css';
import { useBetRound } from '../use-bet-round';
import { useGameSession } from '../use-game-session';
import { useInstantPresentation } from '../use-instant-presentation';
import { useOutcomeReveal } from '../use-outcome-reveal';
import { useRoundAnimation } from '../use-round-animation';
import { HOTKEYS } from './hotkeys';
import keno from './KenoGame.module.css';
import { arrowTarget, autoPick, KENO_BOARD, paytableRow, paytableRtp, togglePick } from './keno-board';

interface ShownRound {
  id: number;
  drawn: number[];
  hits: number;
  payout: string;
  currency: ReturnType<typeof useGameSession>['currency'];
}

const REVEAL_MS = 140;

function roundOf(bet: (typeof gamesState.last)['keno']): ShownRound | null {
  const outcome = bet?.bet.outcome;
  if (!bet || !Array.isArray(outcome?.drawn)) return null;
  return {
    id: bet.bet.id,
    drawn: outcome.drawn.map(Number),
    hits: Number(outcome.hits ?? 0),
    payout: bet.bet.payout,
    currency: bet.bet.currency,
  };
}

/** Keno: pick 1..10 of 40 squares, ten are drawn; the paytable of the risk level pays by hits. */
export function KenoGame() {
  const { t } = useLingui();
  const locale = useLocale();
  const riskId = useId();
  const formId = useId();
  const instant = useInstantPresentation('keno');
  const reveal = useOutcomeReveal(instant);
  useGameHotkeys(HOTKEYS);
  const session = useGameSession('keno');
  const { games, currency, limits, offline } = session;
  const bet = useBetRound(limits, currency);
  const [amount, setAmount] = useDraft('bet:keno', '');
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [picks, setPicks] = useState<number[]>(() => {
    const params = gamesState.last.keno?.bet.params.picks;
    return Array.isArray(params) ? params.map(Number) : [];
  });
  // Each round (a manual one, an auto round) is drawn square by square; the balance and its row show when the last
  // square is drawn. The round already on screen when the page opens is shown whole.
  const { last, animating } = useRoundAnimation('keno', reveal, KENO_DRAWN * REVEAL_MS);
  const round = useMemo(() => roundOf(last), [last]);
  // Changing the picks clears the board of the round shown.
  const [cleared, setCleared] = useState<typeof last | null>(null);
  const shown = round && last !== cleared ? round : null;
  const [drawing, setDrawing] = useState({ of: last, count: 0 });
  const [focused, setFocused] = useState(1);
  const squares = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!animating) return;
    setDrawing({ of: last, count: 0 });
    const timer = setInterval(() => setDrawing((now) => ({ ...now, count: now.count + 1 })), REVEAL_MS);
    return () => clearInterval(timer);
  }, [animating, last]);
  const revealed = !animating ? KENO_DRAWN : drawing.of === last ? Math.min(KENO_DRAWN, drawing.count) : 0;

  const stake = amount || limits.min || '1.00';
  const row = paytableRow(games.config?.keno.paytables, risk, picks.length);
  const rtp = row.length ? paytableRtp(row, picks.length) : null;
  const drawnNow = new Set(shown ? shown.drawn.slice(0, revealed) : []);
  const done = shown !== null && !animating;
  const hitsNow = picks.filter((square) => drawnNow.has(square)).length;
  const won = shown ? Number(shown.payout) > 0 : false;
  const riskNames: Record<KenoRisk, string> = {
    classic: t`Classic`,
    low: t`Low`,
    medium: t`Medium`,
    high: t`High`,
  };

  const changePicks = (next: number[]) => {
    setPicks(next);
    setCleared(last);
  };

  const play = async () => {
    if (picks.length === 0) {
      bet.refuse(t`Pick at least one square`);
      return;
    }
    reveal.hold();
    if (!(await bet.play(stake, () => playRound('keno', { amount: stake, risk, picks })))) reveal.land();
  };

  const onBoardKey = (event: React.KeyboardEvent, square: number) => {
    const next = arrowTarget(square, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    squares.current[next - 1]?.focus();
  };

  return (
    <div className={styles.layout}>
      <BetPanel
        id={formId}
        session={session}
        stake={stake}
        onStake={setAmount}
        problem={bet.problem}
        onSubmit={() => void play()}
        autoPlan={{
          game: 'keno',
          plan: () => (picks.length ? { game: 'keno', body: { amount: stake, risk, picks: [...picks] } } : null),
        }}
      >
        <div>
          <label htmlFor={riskId} className={styles.label}>
            {t`Risk`}
          </label>
          <select
            id={riskId}
            className={styles.input}
            value={risk}
            onChange={(event) => setRisk(event.target.value as KenoRisk)}
          >
            {KENO_RISKS.map((level) => (
              <option key={level} value={level}>
                {riskNames[level]}
              </option>
            ))}
          </select>
        </div>
        <div className={keno.pickRow}>
          <p className={keno.count} data-testid="keno-picked">
            {t`Picked ${picks.length} of ${KENO_MAX_PICKS}`}
          </p>
          <button
            type="button"
            className={keno.tool}
            data-hotkey="autoPick"
            onClick={() => changePicks(autoPick(picks.length || KENO_MAX_PICKS))}
          >
            {t`Auto-pick`}
          </button>
          <button
            type="button"
            className={keno.tool}
            data-hotkey="clear"
            onClick={() => changePicks([])}
            disabled={picks.length === 0}
          >
            {t`Clear`}
          </button>
        </div>
        <div className={styles.panelAction}>
          <Button
            type="submit"
            variant="primary"
            wide
            busy={bet.busy}
            disabled={offline || (shown !== null && !done)}
            data-hotkey="bet"
          >
            <Trans>Play</Trans>
          </Button>
        </div>
        <p className={styles.rules}>
          {rtp === null
            ? t`Ten of the 40 squares are drawn. The more of your squares are drawn, the more the paytable pays.`
            : t`Ten of the 40 squares are drawn. This paytable returns ${formatPercent(rtp, locale)}% of the bets: a house edge of ${formatPercent(1 - rtp, locale)}%.`}
        </p>
      </BetPanel>
      <div className={styles.stage} data-instant={instant || undefined}>
        <div className={keno.scene}>
          <p
            className={keno.outcome}
            role="status"
            data-testid="keno-result"
            data-result={done ? (won ? 'win' : 'loss') : undefined}
          >
            {shown && done
              ? won
                ? t`${plural(shown.hits, { one: '# hit', other: '# hits' })}: you won ${formatMoney(shown.payout, shown.currency, locale)}`
                : t`${plural(shown.hits, { one: '# hit', other: '# hits' })}: no win this time`
              : shown
                ? t`Drawing… ${plural(hitsNow, { one: '# hit', other: '# hits' })}`
                : t`Pick 1 to 10 squares and play`}
          </p>
          <fieldset className={keno.board}>
            <legend className="visually-hidden">{t`Keno board`}</legend>
            {KENO_BOARD.map((square) => {
              const picked = picks.includes(square);
              const drawn = drawnNow.has(square);
              return (
                <button
                  key={square}
                  ref={(node) => {
                    squares.current[square - 1] = node;
                  }}
                  type="button"
                  className={keno.square}
                  aria-pressed={picked}
                  aria-label={drawn ? (picked ? t`${square}, drawn: a hit` : t`${square}, drawn`) : String(square)}
                  data-drawn={drawn || undefined}
                  data-hit={(drawn && picked) || undefined}
                  tabIndex={square === focused ? 0 : -1}
                  onFocus={() => setFocused(square)}
                  onKeyDown={(event) => onBoardKey(event, square)}
                  onClick={() => changePicks(togglePick(picks, square))}
                >
                  {square}
                </button>
              );
            })}
          </fieldset>
          {row.length > 0 ? (
            <ol className={keno.paytable} aria-label={t`Paytable`}>
              {row.map((multiplier, hits) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the number of hits.
                  key={hits}
                  className={keno.pay}
                  data-current={(done && shown?.hits === hits) || undefined}
                  data-zero={Number(multiplier) === 0 || undefined}
                  title={t`Chance ${formatPercent(kenoHitProbability(picks.length, hits), locale)}%`}
                >
                  <span className={keno.payMultiplier}>{Number(multiplier) === 0 ? '0' : multiplier}×</span>
                  <span className={keno.payHits}>{t`${plural(hits, { one: '# hit', other: '# hits' })}`}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={keno.hint}>{t`The paytable appears once you pick your squares.`}</p>
          )}
          <div className={styles.phoneAction}>
            <span className={keno.count}>{t`Picked ${picks.length} of ${KENO_MAX_PICKS}`}</span>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              busy={bet.busy}
              disabled={offline || (shown !== null && !done)}
              data-hotkey="bet"
            >
              <Trans>Play</Trans>
            </Button>
          </div>
        </div>
      </div>
      <div className={styles.below}>
        <GameControls game="keno" hotkeys={HOTKEYS} instant />
        <RecentBets game="keno" />
        <FairnessPanel />
      </div>
    </div>
  );
}
