import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { verificationGroup } from '../../../contract/verification';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useSession } from '../../stores/session';
import { AccessPanel } from '../account/AccessPanel';
import { SettingsPanel } from '../account/SettingsPanel';
import { VerificationPanel } from '../account/VerificationPanel';
import { MyBonuses } from '../bonus/MyBonuses';
import { HistoryList } from '../history/HistoryList';
import { useLocale } from '../layout/use-locale';
import { SaferGamblingPanel } from '../safer-gambling/SaferGamblingPanel';
import { WalletActions } from '../wallet/WalletActions';
import { AddressStatus } from './AddressStatus';
import { ProfileIdentity } from './ProfileIdentity';
import styles from './ProfileLayout.module.css';

export type ProfileTabId = 'index' | 'access' | 'bonuses' | 'history' | 'setting' | 'safer-gambling';

function Overview() {
  const { t } = useLingui();
  const locale = useLocale();
  const { profile } = useSession();
  if (!profile) return null;
  const user = profile.data;
  const status = user.verification.data.status;
  const verification = status
    ? { pending: t`Under review`, failed: t`Not verified`, success: t`Verified` }[verificationGroup(status)]
    : t`Not requested`;
  const rows: [string, ReactNode][] = [
    [
      t`E-mail`,
      user.email ? (
        <AddressStatus key="email" channel="email" address={user.email} confirmed={user.is_email_verified} />
      ) : (
        '—'
      ),
    ],
    ...(user.phone
      ? [
          [
            t`Phone`,
            <AddressStatus key="phone" channel="phone" address={user.phone} confirmed={user.is_phone_verified} />,
          ] satisfies [string, ReactNode],
        ]
      : []),
    [t`Balance`, formatMoney(user.balance, user.currency, locale)],
    [t`Bonus balance`, formatMoney(user.bonus_balance, user.currency, locale)],
    [t`Currency`, user.currency],
    [t`Verification`, verification],
    [
      t`Previous session`,
      user.previous_login_at ? formatDateTime(Date.parse(user.previous_login_at), locale) : t`This is your first`,
    ],
  ];
  return (
    <>
      <ProfileIdentity user={user} />
      <WalletActions />
      <dl className={styles.card}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** One child page of /profile. */
export function ProfileTab({ tab }: { tab: ProfileTabId }) {
  switch (tab) {
    case 'index':
      return (
        <>
          <Overview />
          <VerificationPanel />
        </>
      );
    case 'access':
      return <AccessPanel />;
    case 'bonuses':
      return <MyBonuses />;
    case 'history':
      return <HistoryList />;
    case 'setting':
      return <SettingsPanel />;
    case 'safer-gambling':
      return <SaferGamblingPanel />;
  }
}
