import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { DEFAULT_CURRENCY } from '../../../contract/money';
import { useSession } from '../../stores/session';
import { loadVipStatus, useVipLevel, vipLevelState } from '../../stores/vip';
import { PageHeading } from '../sections/PageHeading';
import { SECTIONS } from '../sections/sections';
import styles from './VipClub.module.css';
import { VipJoinCard } from './VipJoinCard';
import { VipLadder } from './VipLadder';
import { VipProgress } from './VipProgress';

/** /vip-club: the player's level, progress and claims, the ladder, and the way into premium (the join request). */
export function VipClubPage() {
  const { i18n } = useLingui();
  const { status: session, profile } = useSession();
  const { status } = useVipLevel();
  const signedIn = session === 'signed-in';

  useEffect(() => {
    if (!signedIn) {
      vipLevelState.status = undefined;
      return;
    }
    void loadVipStatus();
  }, [signedIn]);

  const currency = status?.currency ?? profile?.data.currency ?? DEFAULT_CURRENCY;
  return (
    <>
      <PageHeading title={i18n._(SECTIONS.vipClub.title)} lead={i18n._(SECTIONS.vipClub.lead)} />
      {signedIn &&
        (status ? (
          <VipProgress status={status} />
        ) : (
          <div className={styles.progressSkeleton} aria-busy="true" data-testid="vip-progress-loading" />
        ))}
      {!signedIn && (
        <p className={styles.guestCall}>
          <Trans>Sign up to start climbing: every bet counts toward your level from the first one.</Trans>
        </p>
      )}
      <VipJoinCard />
      <VipLadder currency={currency} level={status?.level ?? null} />
    </>
  );
}
