import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import type { HiloGuess } from '../../../../contract/games/rules/hilo';
import { formatMoney } from '../../../lib/format';
import { useDraft } from '../../../lib/use-draft';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../layout/use-locale';
import { BetPanel } from '../BetPanel';
import { GameControls } from '../controls/GameControls';
import { useGameHotkeys } from '../controls/use-game-hotkeys';
import { FairnessPanel } from '../fairness/FairnessPanel';
import { RecentBets } from '../fairness/RecentBets';
import styles from '../GameLayout.module.css';
import { type CardView, hiloView, isRedSuit, multiplierBp, offeredGuesses, payoutAt } from '../multistep';
import { useGameSession } from '../use-game-session';
import { useStepRound } from '../use-step-round';
import hilo from './HiloGame.module.css';
import { GUESS_HOTKEYS, HOTKEYS } from './hotkeys';

const GUESS_NAMES: Record<HiloGuess | 'skip', MessageDescriptor> = {
  higher: msg`Higher`,
  lower: msg`Lower`,
  higherOrSame: msg`Higher or same`,
  lowerOrSame: msg`Lower or same`,
  same: msg`Same`,
  skip: msg`Skip`,
};

const GUESS_ARROWS: Record<HiloGuess, string> = {
  higher: '▲',
  lower: '▼',
  higherOrSame: '▲',
  lowerOrSame: '▼',
  same: '=',
};

/** Hilo: guess whether the next card ranks higher or lower; each right guess multiplies, cash out at any step. */
export function HiloGame() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const session = useGameSession('hilo');
  const { games, currency, limits, offline } = session;
  const [amount, setAmount] = useDraft('bet:hilo', '');
  const { bet, active, problem, busy, start, step, cashOut } = useStepRound('hilo', limits, currency);
  useGameHotkeys(HOTKEYS);
  const view = hiloView(bet);
  const card = view.cards[view.cards.length - 1] ?? null;
  const edgeBp = Math.round(Number(games.config?.hilo.house_edge ?? '0.01') * 10_000);
  const stake = active && bet ? bet.amount : amount || limits.min || '1.00';
  const running = bet?.multiplier ?? '1.00';
  const canCashOut = active && multiplierBp(running) > 10_000;
  const cashout = bet ? payoutAt(bet, running) : null;
  const won = bet && !active ? Number(bet.payout) > 0 : false;
  const lastStep = view.steps[view.steps.length - 1];

  const guess = (move: HiloGuess | 'skip') => step(move, { guess: move });

  // One cash-out button: in the panel on wide screens, under the guesses on phones (CSS shows one of them).
  const cashoutButton = (type: 'submit' | 'button') => (
    <Button
      type={type}
      variant="primary"
      wide
      busy={busy === 'cashout'}
      disabled={!canCashOut || (busy !== null && busy !== 'cashout')}
      data-hotkey="bet"
      onClick={type === 'button' ? () => void cashOut() : undefined}
    >
      {canCashOut ? (
        <Trans>Cash out {formatMoney(cashout ?? '0', currency, locale)}</Trans>
      ) : (
        <Trans>Guess right to cash out</Trans>
      )}
    </Button>
  );

  const result = !bet
    ? t`Bet, then guess the next card`
    : active
      ? canCashOut
        ? t`Cash out ${formatMoney(cashout ?? '0', currency, locale)} or guess the next card`
        : t`Higher or lower?`
      : won
        ? t`You cashed out ${formatMoney(bet.payout, bet.currency, locale)} at ${bet.multiplier}×`
        : lastStep
          ? t`${lastStep.card.label}: wrong guess, the bet is lost`
          : t`No win this time`;

  return (
    <div className={styles.layout}>
      <BetPanel
        session={session}
        stake={stake}
        onStake={setAmount}
        problem={problem}
        inPlay={active ? stake : null}
        onSubmit={() => {
          if (active) void cashOut();
          else void start(stake, { amount: stake });
        }}
      >
        <dl className={styles.stats}>
          <div>
            <dt>{t`Multiplier`}</dt>
            <dd data-testid="hilo-multiplier">{active ? `${running}×` : '1.00×'}</dd>
          </div>
          <div>
            <dt>{t`Cash-out`}</dt>
            <dd>{active && cashout ? formatMoney(cashout, currency, locale) : '—'}</dd>
          </div>
          <div>
            <dt>{t`Cards`}</dt>
            <dd>{active ? view.cards.length : 0}</dd>
          </div>
        </dl>
        {active ? (
          <div className={hilo.panelCashout}>{cashoutButton('submit')}</div>
        ) : (
          <Button type="submit" variant="primary" wide busy={busy === 'start'} disabled={offline} data-hotkey="bet">
            <Trans>Deal a card</Trans>
          </Button>
        )}
        <p className={styles.rules}>
          {t`House edge ${(edgeBp / 100).toFixed(2)}%: a right guess multiplies by (100 − edge)% ÷ its chance; 2 is the lowest rank, the ace the highest, suits do not count. Skip draws a new card at the same multiplier.`}
        </p>
      </BetPanel>
      <div className={styles.stage}>
        <div className={hilo.table}>
          <div className={hilo.cardSlot}>
            {card ? (
              <CardFace key={`${bet?.id}-${view.cards.length}`} card={card} />
            ) : (
              <div className={hilo.back} aria-hidden="true" />
            )}
          </div>
          <p
            className={hilo.outcome}
            role="status"
            data-testid="hilo-result"
            data-result={bet && !active ? (won ? 'win' : 'loss') : undefined}
          >
            {result}
          </p>
          {active && card && (
            <div className={hilo.guesses} data-testid="hilo-guesses">
              {offeredGuesses(card.rank).map((move, place) => (
                <button
                  key={move}
                  type="button"
                  className={hilo.guess}
                  data-guess={move}
                  data-hotkey={GUESS_HOTKEYS[place]}
                  disabled={busy !== null}
                  aria-busy={busy === move || undefined}
                  onClick={() => void guess(move)}
                >
                  <span className={hilo.arrow} aria-hidden="true">
                    {GUESS_ARROWS[move]}
                  </span>
                  <span>{i18n._(GUESS_NAMES[move])}</span>
                  <span className={hilo.pays}>{view.next[move] ? `${view.next[move]}×` : ''}</span>
                </button>
              ))}
              <button
                type="button"
                className={hilo.skip}
                data-hotkey="skip"
                disabled={busy !== null}
                aria-busy={busy === 'skip' || undefined}
                onClick={() => void guess('skip')}
              >
                {i18n._(GUESS_NAMES.skip)}
              </button>
              <div className={hilo.stageCashout}>{cashoutButton('button')}</div>
            </div>
          )}
          {view.cards.length > 0 && (
            <ol className={hilo.history} aria-label={t`Cards in this round`}>
              {view.cards.map((drawn, i) => {
                const step = i > 0 ? view.steps[i - 1] : undefined;
                const outcome = !step
                  ? 'start'
                  : step.guess === 'skip'
                    ? 'skip'
                    : multiplierBp(step.multiplier) === 0
                      ? 'loss'
                      : 'win';
                return (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a round's cards are only ever appended.
                    key={i}
                    className={hilo.mini}
                    data-red={isRedSuit(drawn.suit) || undefined}
                    data-outcome={outcome}
                  >
                    <span>{drawn.label}</span>
                    {step && (
                      <span className={hilo.miniStep}>
                        {step.guess === 'skip'
                          ? i18n._(GUESS_NAMES.skip)
                          : `${GUESS_ARROWS[step.guess as HiloGuess] ?? ''} ${step.multiplier}×`}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </div>
      <div className={styles.below}>
        <GameControls game="hilo" hotkeys={HOTKEYS} />
        <RecentBets game="hilo" />
        <FairnessPanel />
      </div>
    </div>
  );
}

/** A drawn card: rank and suit, red for ♦♥; it flips in when it mounts. */
function CardFace({ card }: { card: CardView }) {
  const rank = card.label.slice(0, -1);
  return (
    <div
      className={hilo.card}
      data-red={isRedSuit(card.suit) || undefined}
      data-testid="hilo-card"
      role="img"
      aria-label={card.label}
    >
      <span className={hilo.corner} aria-hidden="true">
        {rank}
        <br />
        {card.suit}
      </span>
      <span className={hilo.pip} aria-hidden="true">
        {card.suit}
      </span>
      <span className={hilo.rank} aria-hidden="true">
        {rank}
      </span>
    </div>
  );
}
