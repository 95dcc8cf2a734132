import { Trans } from '@lingui/react/macro';
import type { Grant } from '../../../contract/api/bonus';
import { SPORT_MIN_ODDS } from '../../../contract/bonus/wagering';
import { formatOdds } from '../../../contract/sports/odds';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import styles from './MyBonuses.module.css';

/** Wagered / required as a percentage of the bar (0-100). */
function progress(grant: Grant): number {
  const required = Number(grant.required);
  return required > 0 ? Math.min(100, Math.floor((Number(grant.wagered) / required) * 100)) : 100;
}

/** The rules of wagering in plain words (contract/bonus/wagering.ts enforces them on the server). */
export function WageringRules() {
  const minOdds = formatOdds(SPORT_MIN_ODDS);
  return (
    <ul className={styles.rules} data-testid="bonus-rules">
      <li>
        <Trans>Every bet, in every game and on sports, takes your real money first, then bonus money.</Trans>
      </li>
      <li>
        <Trans>A win is split the same way between real and bonus money.</Trans>
      </li>
      <li>
        <Trans>
          A win paid after the bet (a crash cash-out, a sports bet, a slot, a live table, a room, a case item sold), or
          a bet given back, splits the same way: the bonus part goes to your bonus balance while the bonus is active, is
          real money if the bonus became real money, and is lost if the bonus expired or was lost on a withdrawal.
        </Trans>
      </li>
      <li>
        <Trans>
          Original games, crash, rooms and slots count in full, live games a tenth. A sports bet counts in full at odds
          of {minOdds} or more (the combined odds of an accumulator) and not at all below.
        </Trans>
      </li>
      <li>
        <Trans>While a bonus is wagered, a bet above its maximum bet is refused in every game and on sports.</Trans>
      </li>
      <li>
        <Trans>When the wagering is done, the bonus balance becomes real money.</Trans>
      </li>
      <li>
        <Trans>
          If the time runs out or you ask for a withdrawal, the bonus and its winnings are lost; your real money never
          is.
        </Trans>
      </li>
    </ul>
  );
}

/** The active bonus: its wagering progress, time left, max bet and the rules. */
export function ActiveBonus({ grant }: { grant: Grant }) {
  const locale = useLocale();
  const money = (amount: string) => formatMoney(amount, grant.currency, locale);
  const hoursLeft = Math.max(0, Math.ceil(grant.expires_in / 3600));
  return (
    <section className={styles.card} data-testid="active-bonus" aria-labelledby="active-bonus-title">
      <h2 id="active-bonus-title" className={styles.title}>
        {grant.name}
      </h2>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress(grant)}
      >
        <div className={styles.fill} style={{ width: `${progress(grant)}%` }} />
      </div>
      <p className={styles.facts}>
        <span>
          <Trans>
            Wagered {money(grant.wagered)} of {money(grant.required)}
          </Trans>
        </span>
        <span>
          <Trans>Hours left: {hoursLeft}</Trans>
        </span>
        {grant.max_bet && (
          <span>
            <Trans>Maximum bet: {money(grant.max_bet)}</Trans>
          </span>
        )}
      </p>
      <WageringRules />
    </section>
  );
}
