import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { putRouteRule } from '../../stores/reach';
import { FormAlert } from '../common/FormAlert';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import { InputField } from '../common/InputField';
import styles from '../common/Screen.module.css';

export type RouteRule = { path: string; redirect: string };

/**
 * A route rule's form: a new rule (path and redirect), or an existing one's redirect (its path is what names it).
 * The server checks both; its complaints show beside the field they are about.
 */
export function RuleForm({
  rule,
  onSaved,
  onCancel,
}: {
  /** The rule being edited; none: a new one. */
  rule?: RouteRule;
  onSaved: (items: RouteRule[], saved: RouteRule) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState<RouteRule>(rule ?? { path: '', redirect: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const path = rule?.path;
  const id = path ? `rule-${path}` : 'new-rule';
  const titleId = `${id}-title`;

  return (
    <form
      className={rule ? styles.inlineForm : styles.card}
      aria-labelledby={titleId}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await putRouteRule(input);
        setBusy(false);
        if (!result.ok) return setProblem(formProblem(i18n, result.failure, ['path', 'redirect']));
        setProblem(NO_PROBLEM);
        if (!rule) setInput({ path: '', redirect: '' });
        onSaved(result.data, input);
      }}
    >
      {path ? (
        <h3 id={titleId} className="visually-hidden">
          {t`Edit the rule for ${path}`}
        </h3>
      ) : (
        <h2 id={titleId} className={styles.cardTitle}>
          <Trans>New route rule</Trans>
        </h2>
      )}
      <div className={styles.fields}>
        {!rule && (
          <InputField
            label={<Trans>Site path (starts with /)</Trans>}
            autoComplete="off"
            spellCheck={false}
            placeholder="/promo"
            value={input.path}
            onChange={(value) => setInput({ ...input, path: value })}
            errors={{ id: `${id}-path-error`, lines: problem.fields.path }}
          />
        )}
        <InputField
          label={<Trans>Redirect to (a site path or an http(s) address)</Trans>}
          autoComplete="off"
          spellCheck={false}
          placeholder="/bonuses"
          value={input.redirect}
          onChange={(value) => setInput({ ...input, redirect: value })}
          errors={{ id: `${id}-redirect-error`, lines: problem.fields.redirect }}
        />
      </div>
      <FormAlert lines={problem.general} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {rule ? t`Save` : t`Add rule`}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
