import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { deleteRouteRule } from '../../stores/reach';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { type RouteRule, RuleForm } from './RuleForm';

/** One route rule: where its path sends a visitor; its redirect edited in place, or the rule deleted. */
export function RuleCard({
  rule,
  onChanged,
  onFailed,
}: {
  rule: RouteRule;
  onChanged: (items: RouteRule[], line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { path } = rule;

  const remove = async () => {
    setBusy(true);
    const result = await deleteRouteRule(path);
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    onChanged(result.data, t`The rule for ${path} is deleted.`);
  };

  return (
    <li className={styles.card} aria-labelledby={`rule-${path}-path`} data-testid="route-rule">
      <dl className={styles.facts}>
        <Fact label={<Trans>Path</Trans>} id={`rule-${path}-path`}>
          {path}
        </Fact>
        <Fact label={<Trans>Redirect to</Trans>}>{rule.redirect}</Fact>
      </dl>
      {editing ? (
        <RuleForm
          rule={rule}
          onSaved={(items, { redirect }) => {
            setEditing(false);
            onChanged(items, t`${path} now leads to ${redirect}.`);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button aria-label={t`Edit the rule for ${path}`} onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </Button>
          <Button busy={busy} aria-label={t`Delete the rule for ${path}`} onClick={() => void remove()}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
