import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import type { AutoBetPlan } from '../../../contract/games/autobet';
import type { Currency } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { useAutoBet } from '../../stores/autobet';
import { useLocale } from '../layout/use-locale';
import { AutoBetPanel, BetModeSwitch } from './AutoBetPanel';
import auto from './AutoBetPanel.module.css';
import { BetAmountField } from './BetAmountField';
import styles from './GameLayout.module.css';
import { ModeNotice } from './ModeNotice';

interface BetPanelProps {
  /** What useGameSession tells about the player and the game. */
  session: {
    currency: Currency;
    limits: { min: string | null; max: string | null };
    balance: string | null;
    demo: boolean;
    /** The guest's demo notice is shown (also before the session is known: the prerendered view). */
    demoNotice: boolean;
    offline: boolean;
    /** A write of this game awaits its answer: no new bet until it is known. */
    unconfirmed: boolean;
    /** The session and the game's seeds are known (the prerendered form shows before they are). */
    ready: boolean;
  };
  stake: string;
  onStake: (value: string) => void;
  problem: string | null;
  /** The stake of a multi-step round in play, shown instead of the amount field. */
  inPlay?: string | null;
  onSubmit: () => void;
  id?: string;
  /** The game's own choices and its submit button. */
  children: ReactNode;
  /** Games that auto-bet: the game's current choices as a run's plan (null: not ready to run). */
  autoPlan?: { game: AutoBetPlan['game']; plan: () => AutoBetPlan | null };
}

/** A game's bet form: the demo notice, the stake (or the bet in play), then the game's own controls. */
export function BetPanel(props: BetPanelProps) {
  const { session, stake, onStake, problem, inPlay, onSubmit, id, children, autoPlan } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const { currency, limits, balance, demo, demoNotice, offline, unconfirmed, ready } = session;
  const { mode, progress } = useAutoBet();
  const autoMode = Boolean(autoPlan) && mode === 'auto';
  const running = Boolean(progress?.running);
  const startAuto = useRef<(() => void) | null>(null);
  return (
    <form
      id={id}
      className={autoMode ? `${styles.panel} ${auto.autoMode}` : styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        if (autoMode) startAuto.current?.();
        else onSubmit();
      }}
    >
      {autoPlan && <BetModeSwitch />}
      {/* The mode line is there from the first paint (the game's answer only fills it in): nothing below moves. */}
      <ModeNotice demoNotice={demoNotice} demo={demo} balance={balance} currency={currency} />
      {/* Prerendered, the form shows at once but takes a bet only once it knows for whom: disabled until then. */}
      <fieldset className={styles.controls} disabled={unconfirmed || !ready || running}>
        {inPlay ? (
          <div>
            <p className={styles.label}>{t`Bet in play`}</p>
            <p className={styles.inPlay}>{formatMoney(inPlay, currency, locale)}</p>
          </div>
        ) : (
          <BetAmountField
            offline={offline}
            value={stake}
            onChange={onStake}
            limits={limits}
            balance={balance}
            currency={currency}
            problem={problem}
          />
        )}
        {children}
      </fieldset>
      {autoPlan && autoMode && (
        <AutoBetPanel
          game={autoPlan.game}
          plan={autoPlan.plan}
          currency={currency}
          limits={limits}
          blocked={unconfirmed || !ready || offline}
          startRef={startAuto}
        />
      )}
    </form>
  );
}
