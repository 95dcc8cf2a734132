import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../stores/session';
import { Button, buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LiveIcon, SlotsIcon, TrophyIcon } from '../../ui/icons';
import { LiveFeed } from '../feed/LiveFeed';
import { GameTile } from '../games/GameTile';
import { LOBBY_GAMES } from '../games/games';
import { LocaleLink } from '../layout/LocaleLink';
import { useOpenModal } from '../layout/use-open-modal';
import { PromoCountdown } from '../promo/PromoCountdown';
import { greetingFor } from './greeting';
import styles from './HomePage.module.css';

/** Home (UI.md): the promotion, the originals, then slots, live casino, tournaments and live bets. */
export function HomePage() {
  const { t } = useLingui();
  const { status, profile } = useSession();
  const greeting = greetingFor(status === 'signed-in' ? (profile?.data ?? {}) : null);
  const open = useOpenModal();

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>
            {{ guest: t`Welcome pack`, new: t`Welcome to Lucky Mirror`, back: t`Welcome back` }[greeting]}
          </p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {
              {
                guest: t`Bonuses on your first deposits`,
                new: t`Your first round is one tap away`,
                back: t`Your next round is one tap away`,
              }[greeting]
            }
          </h1>
          <p className={styles.heroLead}>
            <Trans>Provably fair original games, instant rounds, and a balance you can check at any moment.</Trans>
          </p>
          <div className={styles.heroActions}>
            {status === 'signed-in' ? (
              <LocaleLink to="/games/dice" className={buttonClass('primary')}>
                {t`Play Dice`}
              </LocaleLink>
            ) : (
              <>
                <Button variant="primary" onClick={() => open('signup')}>
                  <Trans>Sign up</Trans>
                </Button>
                <LocaleLink to="/welcome-pack" className={buttonClass('secondary')}>
                  {t`About the welcome pack`}
                </LocaleLink>
              </>
            )}
          </div>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <span>⚄</span>
          <span>↗</span>
          <span>♠</span>
        </div>
      </section>

      <PromoCountdown />

      <section aria-labelledby="originals-title">
        <div className={styles.rowHead}>
          <h2 id="originals-title" className={styles.rowTitle}>
            <Trans>Originals</Trans>
          </h2>
        </div>
        <div className={styles.grid}>
          {LOBBY_GAMES.map((game) => (
            <GameTile key={game.id} id={game.id} to={game.to} />
          ))}
        </div>
      </section>

      <div className={styles.twoColumns}>
        <section aria-labelledby="slots-title">
          <div className={styles.rowHead}>
            <h2 id="slots-title" className={styles.rowTitle}>
              <Trans>Slots</Trans>
            </h2>
            <LocaleLink to="/games/slots" className={styles.more}>
              {t`All slots`}
            </LocaleLink>
          </div>
          <EmptyState
            icon={<SlotsIcon width={28} height={28} />}
            title={t`Slots are on their way`}
            text={t`Provider slots appear here as soon as the studios are connected.`}
          />
        </section>
        <section aria-labelledby="live-title">
          <div className={styles.rowHead}>
            <h2 id="live-title" className={styles.rowTitle}>
              <Trans>Live casino</Trans>
            </h2>
            <LocaleLink to="/games/live-casino" className={styles.more}>
              {t`All live tables`}
            </LocaleLink>
          </div>
          <EmptyState
            icon={<LiveIcon width={28} height={28} />}
            title={t`Live tables open soon`}
            text={t`Real dealers, streamed live, will be listed here.`}
          />
        </section>
      </div>

      <div className={styles.twoColumns}>
        <section aria-labelledby="tournaments-title">
          <div className={styles.rowHead}>
            <h2 id="tournaments-title" className={styles.rowTitle}>
              <Trans>Tournaments</Trans>
            </h2>
          </div>
          <EmptyState
            icon={<TrophyIcon width={28} height={28} />}
            title={t`No tournaments right now`}
            text={t`Prize-pool tournaments will be announced here.`}
          />
        </section>
        <LiveFeed />
      </div>
    </div>
  );
}
