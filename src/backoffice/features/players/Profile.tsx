import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PlayerProfile } from '../../../../contract/api/backoffice-players';
import { may, useWho } from '../../stores/session';
import { Fact } from '../common/Fact';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { VERIFICATION_STATUS_LABEL, verificationTone } from '../kyc/status-label';
import { BLOCK_LABEL } from './labels';
import { Section } from './Section';

/** Who the player is, how they signed up, their verification (with the way to the queue) and a block in force. */
export function Profile({ profile, onRefresh }: { profile: PlayerProfile; onRefresh: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const who = useWho();
  const { account, verification, block } = profile;
  const yes = (flag: boolean) => (flag ? t`yes` : t`no`);
  const kyc = verification.status === 'none' ? t`Never asked` : i18n._(VERIFICATION_STATUS_LABEL[verification.status]);
  const facts: [string, string][] = [
    [t`E-mail`, account.email ? `${account.email} (${t`confirmed`}: ${yes(account.email_verified)})` : '—'],
    [t`Phone`, account.phone ? `${account.phone} (${t`confirmed`}: ${yes(account.phone_verified)})` : '—'],
    [t`Name`, account.name ?? '—'],
    [t`Currency`, account.currency],
    [t`Language`, account.locale],
    [t`Signed up with`, account.register_method],
    [t`Registered`, format.when(account.created_at)],
    [t`18+ confirmed`, account.adult_confirmed_at ? format.when(account.adult_confirmed_at) : t`no`],
    [t`Two-factor sign-in`, yes(profile.two_factor)],
  ];
  return (
    <Section title={<Trans>Profile</Trans>} onRefresh={onRefresh} testId="profile">
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <Fact key={name} label={name}>
            {value}
          </Fact>
        ))}
      </dl>
      <dl className={styles.facts}>
        <Fact label={<Trans>Verification</Trans>}>
          <span
            className={styles.badge}
            data-tone={verification.status === 'none' ? undefined : verificationTone(verification.status)}
          >
            {kyc}
          </span>{' '}
          {verification.required && <Trans>(required)</Trans>}
        </Fact>
        {verification.reason && <Fact label={<Trans>Why rejected</Trans>}>{verification.reason}</Fact>}
        {verification.decided_at && <Fact label={<Trans>Decided</Trans>}>{format.when(verification.decided_at)}</Fact>}
        {block && (
          <Fact
            label={<Trans>Block</Trans>}
          >{`${block.kind in BLOCK_LABEL ? i18n._(BLOCK_LABEL[block.kind as keyof typeof BLOCK_LABEL]) : block.kind} · ${format.when(block.ends_at)}`}</Fact>
        )}
      </dl>
      {may(who, 'verifications') && verification.status !== 'none' && (
        <p>
          <Link to="/verifications" search={{ status: verification.status }}>
            <Trans>Open the verification queue at this status</Trans>
          </Link>
        </p>
      )}
    </Section>
  );
}
