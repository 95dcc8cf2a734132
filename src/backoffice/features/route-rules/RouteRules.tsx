import { Trans, useLingui } from '@lingui/react/macro';
import { loadRouteRules } from '../../stores/reach';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useList } from '../common/use-list';
import { RuleCard } from './RuleCard';
import { type RouteRule, RuleForm } from './RuleForm';

/** Route rules (admin): site paths whose visitors the player's page sends elsewhere (spec §7 Platform). */
export function RouteRules() {
  const { t } = useLingui();
  const { data: rules, setData: setRules, outcome, setOutcome, reload } = useList(loadRouteRules);

  const changed = (items: RouteRule[], line: string) => {
    setRules(items);
    setOutcome({ kind: 'ok', lines: [line] });
  };

  return (
    <section className={styles.screen} aria-labelledby="route-rules-title">
      <ScreenHeading id="route-rules-title" title={<Trans>Route rules</Trans>} onRefresh={() => void reload()} />
      <p className={styles.muted}>
        <Trans>
          A visitor who opens a rule's path, in any language, is sent to its address. Players' pages may keep a rule for
          up to a minute.
        </Trans>
      </p>
      <RuleForm onSaved={(items, { path, redirect }) => changed(items, t`${path} now leads to ${redirect}.`)} />
      <Outcome outcome={outcome} />
      {rules?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No route rules yet.</Trans>
        </p>
      )}
      {rules && rules.length > 0 && (
        <ul className={styles.list} aria-label={t`Route rules`}>
          {rules.map((rule) => (
            <RuleCard
              key={`${rule.path}:${rule.redirect}`}
              rule={rule}
              onChanged={changed}
              onFailed={(lines) => setOutcome({ kind: 'error', lines })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
