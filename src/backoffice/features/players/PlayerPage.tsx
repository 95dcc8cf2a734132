import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { loadProfile } from '../../stores/players';
import { may, useWho } from '../../stores/session';
import { AdjustForm } from '../adjustments/AdjustForm';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useList } from '../common/use-list';
import { Balances } from './Balances';
import { Ledger } from './Ledger';
import { Limits } from './Limits';
import { Notes } from './Notes';
import { Profile } from './Profile';
import { Rounds } from './Rounds';
import { Sessions } from './Sessions';

/** One player: profile and verification, money (with the manual adjustment for roles that may), play, notes. */
export function PlayerPage({ userId }: { userId: number }) {
  const { t } = useLingui();
  const who = useWho();
  const profile = useList(useCallback(() => loadProfile(userId), [userId]));
  // Bumped by a posted adjustment: the balances and the ledger load again.
  const [version, setVersion] = useState(0);
  const account = profile.data?.account;
  const title = account ? `#${account.id} · ${account.email ?? account.phone ?? account.name ?? ''}` : `#${userId}`;

  return (
    <section className={styles.screen} aria-labelledby="player-title">
      <ScreenHeading id="player-title" title={t`Player ${title}`}>
        <Link to="/players">
          <Trans>Back to the search</Trans>
        </Link>
      </ScreenHeading>
      <Outcome outcome={profile.outcome} />
      {profile.data && account && (
        <>
          <Profile profile={profile.data} onRefresh={() => void profile.reload()} />
          <Balances userId={userId} version={version} />
          {may(who, 'adjust') && (
            <AdjustForm userId={userId} currency={account.currency} onPosted={() => setVersion((v) => v + 1)} />
          )}
          <Ledger userId={userId} version={version} />
          <Rounds userId={userId} />
          <Sessions userId={userId} />
          <Limits userId={userId} />
          <Notes userId={userId} />
        </>
      )}
    </section>
  );
}
