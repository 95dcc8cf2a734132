import { useLingui } from '@lingui/react/macro';
import type { GameSettings } from '../../../../contract/api/backoffice-games';
import { CURRENCIES } from '../../../../contract/money';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';

/** The limits bets are checked against now, per currency, and whether they are the operator's or the spec's. */
export function LimitsTable({ game, settings }: { game: string; settings: GameSettings }) {
  const { t } = useLingui();
  const format = useFormat();
  const amount = (value: string | null | undefined, currency: (typeof CURRENCIES)[number]) =>
    value ? format.money(value, currency) : '—';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
    <section className={styles.tableWrap} tabIndex={0} aria-label={t`Stake limits of ${game}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t`Currency`}</th>
            <th scope="col">{t`Minimum`}</th>
            <th scope="col">{t`Maximum`}</th>
            <th scope="col">{t`Set by`}</th>
          </tr>
        </thead>
        <tbody>
          {CURRENCIES.map((currency) => {
            const effective = settings.effective?.[currency];
            return (
              <tr key={currency}>
                <th scope="row">{currency}</th>
                <td>{amount(effective?.min, currency)}</td>
                <td>{amount(effective?.max, currency)}</td>
                <td>{settings.limits[currency] ? t`Operator` : t`Spec`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
