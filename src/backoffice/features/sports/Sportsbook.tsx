import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { OperatorSettings } from '../../../../contract/api/sports';
import { may, useWho } from '../../stores/session';
import { loadSportsSettings } from '../../stores/sports';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useList } from '../common/use-list';
import { EventLookup } from './EventLookup';
import { Margins } from './Margins';
import { StakeLimits } from './StakeLimits';

const NO_SETTINGS = async () => ({ ok: true, data: null }) as const;

/**
 * The sportsbook (risk; support looks up events): the margins and stake limits per currency, and one event's
 * markets with their own limits and its result corrected.
 */
export function Sportsbook() {
  const who = useWho();
  const readsSettings = may(who, 'sportsSettings');
  const canChange = may(who, 'changeSports');
  const load = useCallback(() => (readsSettings ? loadSportsSettings() : NO_SETTINGS()), [readsSettings]);
  const { data: settings, setData, outcome, setOutcome, reload } = useList<OperatorSettings | null>(load);
  const saved = (next: OperatorSettings, line: string) => {
    setData(next);
    setOutcome({ kind: 'ok', lines: [line] });
  };

  return (
    <section className={styles.screen} aria-labelledby="sportsbook-title">
      <ScreenHeading
        id="sportsbook-title"
        title={<Trans>Sportsbook</Trans>}
        onRefresh={readsSettings ? () => void reload() : undefined}
      />
      <Outcome outcome={outcome} />
      {settings && (
        <>
          <Margins settings={settings} canChange={canChange} onSaved={saved} />
          <StakeLimits settings={settings} canChange={canChange} onSaved={saved} />
        </>
      )}
      <EventLookup canCorrect={may(who, 'correctSportsResult')} canLimit={may(who, 'setMarketLimits')} />
    </section>
  );
}
