import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { screenFailure } from '../../../i18n/error-messages';
import { formatMoney } from '../../../lib/format';
import { loadCatalogue, useCases } from '../../../stores/cases';
import { useSession } from '../../../stores/session';
import { LocaleLink } from '../../layout/LocaleLink';
import { useLocale } from '../../layout/use-locale';
import { PageHeading } from '../../sections/PageHeading';
import { formatPercent } from '../format-percent';
import styles from '../GameLayout.module.css';
import { GAMES } from '../games';
import cases from './Cases.module.css';
import { caseName, itemGlyph, itemName } from './case-names';
import { formatChance, itemChance, rarityOf } from './case-strip';

/** /games/cases: every published case with its price, best prize and return to player. */
export function CasesCatalogue() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { status, profile } = useSession();
  const { catalogue, catalogueFailed } = useCases();
  const currency = profile?.data.currency;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogue is priced in the session's currency.
  useEffect(() => {
    if (status !== 'loading') void loadCatalogue();
  }, [status, currency]);

  return (
    <>
      <PageHeading title={i18n._(GAMES.cases.title)} lead={i18n._(GAMES.cases.lead)} />
      {catalogueFailed && !catalogue && <p className={styles.rules}>{screenFailure('casesNotLoaded')}</p>}
      <ul className={cases.catalogue} aria-busy={!catalogue && !catalogueFailed}>
        {(catalogue ?? []).map((view) => {
          const best = [...view.items].sort((a, b) => Number(b.value) - Number(a.value))[0];
          const price = formatMoney(view.price, view.currency, locale);
          return (
            <li key={view.id}>
              <LocaleLink to={`/games/cases/${view.id}`} className={cases.caseCard} data-testid="case-card">
                <span className={cases.art} aria-hidden="true">
                  <span>▣</span>
                </span>
                <span className={cases.caseTitle}>{caseName(i18n, view.id)}</span>
                <span className={cases.casePrice}>{price}</span>
                {best && (
                  <span className={cases.caseBest}>
                    {t`Top prize: ${itemName(i18n, best.id, best.name)}, ${formatMoney(best.value, view.currency, locale)} (${formatChance(itemChance(best), locale)})`}
                  </span>
                )}
                <span className={cases.caseItems} aria-hidden="true">
                  {[...view.items].reverse().map((item) => (
                    <span key={item.id} className={cases.mini} data-rarity={rarityOf(view.items, item.id)}>
                      {itemGlyph(item.id)}
                    </span>
                  ))}
                </span>
                <span className={cases.caseRtp}>{t`Return to player ${formatPercent(view.rtp, locale, 1)}%`}</span>
                <span className={cases.caseOpen}>{t`Open the case`}</span>
              </LocaleLink>
            </li>
          );
        })}
        {!catalogue && !catalogueFailed && <li className={cases.skeleton} aria-hidden="true" />}
      </ul>
    </>
  );
}
