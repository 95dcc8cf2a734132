import { useLingui } from '@lingui/react/macro';
import { MONEY_WHEEL_NUMBERS, moneyWheelRtpBp } from '../../../contract/live/money-wheel';
import styles from './Board.module.css';
import { MONEY_COLORS } from './wheel-layout';

interface BoardProps {
  stakes: Readonly<Record<string, string>>;
  disabled: boolean;
  winning: ReadonlySet<string>;
  onBet(spot: string): void;
}

const percent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;

/** The money wheel's six bets: a number pays itself to one when the wheel stops on it; each with its return. */
export function MoneyWheelBoard({ stakes, disabled, winning, onBet }: BoardProps) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.wheelBoard} aria-label={t`Money wheel bets`}>
      {MONEY_WHEEL_NUMBERS.map((n) => {
        const spot = String(n);
        const rtp = percent(moneyWheelRtpBp(n));
        const stake = stakes[spot];
        return (
          <button
            key={spot}
            type="button"
            className={`${styles.cell} ${styles.wheelCell} ${winning.has(spot) ? styles.winning : ''}`}
            style={{ background: MONEY_COLORS[n] }}
            data-spot={spot}
            disabled={disabled}
            aria-label={
              stake ? t`${n}, pays ${n} to 1, return ${rtp}, your bet ${stake}` : t`${n}, pays ${n} to 1, return ${rtp}`
            }
            onClick={() => onBet(spot)}
          >
            <span className={styles.wheelNumber}>{n}</span>
            <span className={styles.pays}>{t`${n} to 1`}</span>
            <span className={styles.pays}>{t`RTP ${rtp}`}</span>
            {stakes[spot] ? <span className={styles.chip}>{stakes[spot]}</span> : null}
          </button>
        );
      })}
    </fieldset>
  );
}
