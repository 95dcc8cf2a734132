import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BlockedCountriesAnswer } from '../../../../contract/api/geo';
import { Button } from '../../../ui/Button';
import { currentLocale } from '../../i18n';
import { loadBlockedCountries, setBlockedCountries } from '../../stores/reach';
import { FormAlert } from '../common/FormAlert';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import { InputField } from '../common/InputField';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useList } from '../common/use-list';
import { countryName } from './country-name';

type Blocked = BlockedCountriesAnswer['data'];

/** Geo blocks (risk, admin): the countries whose visitors get no service and land on /no-access. */
export function GeoBlocks() {
  const { t, i18n } = useLingui();
  const { data: blocked, setData: setBlocked, outcome, setOutcome, reload } = useList(loadBlockedCountries);
  const [country, setCountry] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const name = (code: string) => countryName(code, currentLocale());

  /** The whole list goes to the server; it answers the list it keeps (trimmed, upper-cased, no repeats). */
  const save = async (countries: string[], line: (saved: Blocked) => string) => {
    setBusy(true);
    const result = await setBlockedCountries(countries);
    setBusy(false);
    if (!result.ok) {
      setOutcome(null);
      setProblem(formProblem(i18n, result.failure, ['countries']));
      return false;
    }
    setProblem(NO_PROBLEM);
    setBlocked(result.data);
    setOutcome({ kind: 'ok', lines: [line(result.data)] });
    return true;
  };

  return (
    <section className={styles.screen} aria-labelledby="geo-title">
      <ScreenHeading id="geo-title" title={<Trans>Geo blocks</Trans>} onRefresh={() => void reload()} />
      <p className={styles.muted}>
        <Trans>
          Visitors from a blocked country get no service and see the page saying the site is not available in their
          region. The back office is never blocked.
        </Trans>
      </p>
      <form
        className={styles.card}
        aria-labelledby="block-country-title"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!blocked) return;
          const code = country.trim().toUpperCase();
          if (await save([...blocked.countries, country], () => t`${name(code)} is blocked.`)) setCountry('');
        }}
      >
        <h2 id="block-country-title" className={styles.cardTitle}>
          <Trans>Block a country</Trans>
        </h2>
        <InputField
          label={<Trans>Country code (two letters, ISO 3166-1)</Trans>}
          autoComplete="off"
          spellCheck={false}
          placeholder="KZ"
          value={country}
          onChange={(value) => setCountry(value)}
          errors={{ id: 'block-country-error', lines: problem.fields.countries }}
        />
        <FormAlert lines={problem.general} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={busy} disabled={!blocked}>
            {t`Block country`}
          </Button>
        </div>
      </form>
      <Outcome outcome={outcome} />
      {blocked?.source === 'environment' && blocked.countries.length > 0 && (
        <p className={styles.muted}>
          <Trans>This list comes from the server's settings until it is changed here.</Trans>
        </p>
      )}
      {blocked?.countries.length === 0 && (
        <p className={styles.empty}>
          <Trans>No country is blocked.</Trans>
        </p>
      )}
      {blocked && blocked.countries.length > 0 && (
        <ul className={styles.list} aria-label={t`Blocked countries`}>
          {blocked.countries.map((code) => (
            <li key={code} className={styles.row} data-testid="blocked-country">
              <span>
                {name(code)} <span className={styles.muted}>{code}</span>
              </span>
              <Button
                busy={busy}
                aria-label={t`Unblock ${name(code)}`}
                onClick={() =>
                  void save(
                    blocked.countries.filter((each) => each !== code),
                    () => t`${name(code)} is unblocked.`,
                  )
                }
              >
                <Trans>Unblock</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
