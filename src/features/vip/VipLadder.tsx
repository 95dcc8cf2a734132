import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_TAG } from '../../../contract/locales';
import { type Currency, fromMinor } from '../../../contract/money';
import { ladderIn } from '../../../contract/vip-ladder';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import styles from './VipClub.module.css';

/** The whole ladder in `currency`: what each level takes and gives; the player's own level marked. */
export function VipLadder({ currency, level }: { currency: Currency; level: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (minor: bigint) => (minor > 0n ? formatMoney(fromMinor(minor, currency), currency, locale) : '—');
  const percent = new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className={styles.ladder} aria-labelledby="vip-ladder-title">
      <h2 id="vip-ladder-title" className={styles.sectionTitle}>
        <Trans>Levels</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          A level is reached by the total you wager in your account's currency. Rakeback pays back a share of the house
          edge on every wager.
        </Trans>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a phone scrolls the table sideways, so a keyboard must be able to focus it and scroll too. */}
      <section className={styles.tableScroll} aria-labelledby="vip-ladder-title" tabIndex={0}>
        <table className={styles.table} data-testid="vip-ladder">
          <thead>
            <tr>
              <th scope="col">{t`Level`}</th>
              <th scope="col">{t`Wagered`}</th>
              <th scope="col">{t`Rakeback`}</th>
              <th scope="col">{t`Level-up reward`}</th>
              <th scope="col">{t`Weekly bonus`}</th>
              <th scope="col">{t`Monthly bonus`}</th>
              <th scope="col">{t`Premium`}</th>
            </tr>
          </thead>
          <tbody>
            {ladderIn(currency).map((row) => (
              <tr
                key={row.level}
                aria-current={row.level === level ? 'true' : undefined}
                className={row.level === level ? styles.current : undefined}
              >
                <th scope="row">{row.level}</th>
                <td>{money(row.threshold)}</td>
                <td>{percent.format(row.rakebackBp / 10_000)}</td>
                <td>{money(row.levelUp)}</td>
                <td>{money(row.weekly)}</td>
                <td>{money(row.monthly)}</td>
                <td>{row.premium ? t`Yes` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
