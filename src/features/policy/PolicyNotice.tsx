import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type PolicyName, SHIPPED_POLICY_KEYS } from '../../../contract/policy-pages';
import { screenFailure } from '../../i18n/error-messages';
import {
  acceptChangedPolicies,
  checkChangedPolicies,
  forgetChangedPolicies,
  policiesState,
  usePolicies,
} from '../../stores/policies';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import styles from './PolicyNotice.module.css';

const NAMES: Record<PolicyName, MessageDescriptor> = {
  'user-agreement': msg`User agreement`,
  confidential: msg`Privacy policy`,
  kyc: msg`KYC policy`,
};

/** The page of a policy in the reader's language, or in English (or Russian) when it has none in theirs. */
function pageOf(document: PolicyName, locale: string): string {
  const key = [`${locale}/${document}`, `en/${document}`, `ru/${document}`].find((candidate) =>
    (SHIPPED_POLICY_KEYS as readonly string[]).includes(candidate),
  );
  return `/policy/${key ?? `ru/${document}`}`;
}

/** A non-blocking notice to a signed-in player whose accepted terms changed: read them, accept, or later. */
export function PolicyNotice() {
  const { status } = useSession();
  const { changed, later } = usePolicies();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status === 'signed-in') void checkChangedPolicies();
    else if (status === 'guest') forgetChangedPolicies();
  }, [status]);

  if (status !== 'signed-in' || later || changed.length === 0) return null;

  async function accept() {
    setBusy(true);
    setFailed(false);
    const result = await acceptChangedPolicies();
    setBusy(false);
    if (!result.ok) setFailed(true);
  }

  return (
    <section className={styles.notice} aria-label={t`Our terms have changed`}>
      <p className={styles.text} role="status">
        <Trans>Our terms have changed since you accepted them:</Trans>{' '}
        {changed.map((policy, index) => (
          <span key={policy.document}>
            {index > 0 && ', '}
            <LocaleLink to={pageOf(policy.document, locale)} className={styles.link}>
              {i18n._(NAMES[policy.document])}
            </LocaleLink>
          </span>
        ))}
        . <Trans>Please read what changed and accept the new version.</Trans>
        {failed && <span className={styles.error}> {screenFailure('policyNotAccepted')}</span>}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} onClick={() => void accept()}>
          <Trans>Accept</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            policiesState.later = true;
          }}
        >
          <Trans>Later</Trans>
        </Button>
      </div>
    </section>
  );
}
