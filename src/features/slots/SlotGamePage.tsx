import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { currentLocale } from '../../i18n/i18n';
import { useSession } from '../../stores/session';
import { launchSlot, loadSlotGame, slotRoundLanded } from '../../stores/slots';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SlotsIcon } from '../../ui/icons';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';
import styles from './Slots.module.css';

/** The worker's answer for a slug the catalogue does not have. */
const isMissing = (failure: { kind: string; status?: number }) => failure.kind === 'http' && failure.status === 404;

/**
 * A slot in demo (no account) or for real money (signed in): the provider's game in a sandboxed frame on the API
 * host. When a round lands the frame sends a bare signal; the worker then refreshes the header's balance. A slug the
 * catalogue does not have (the worker's answer is a 404) is the site's not-found page.
 */
export function SlotGamePage({ slug, mode }: { slug: string; mode: 'demo' | 'play' }) {
  const { t } = useLingui();
  const { status } = useSession();
  const [frame, setFrame] = useState<{ url: string; origin: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const needsAccount = mode === 'play' && status !== 'signed-in';

  useEffect(() => {
    let live = true;
    setMissing(false);
    void loadSlotGame(slug).then((result) => {
      if (live && !result.ok && isMissing(result.failure)) setMissing(true);
    });
    return () => {
      live = false;
    };
  }, [slug]);

  useEffect(() => {
    if (status === 'loading' || needsAccount) return;
    let live = true;
    void launchSlot({
      slug,
      mode: mode === 'demo' ? 'demo' : 'real',
      language: currentLocale() === 'kz' ? 'kk' : (currentLocale() as 'ru' | 'en'),
      return_url: '/games/slots',
    }).then((result) => {
      if (!live) return;
      if (result.ok) setFrame(result.data);
      else if (isMissing(result.failure)) setMissing(true);
      else setError(failureLines(result.failure).join(' '));
    });
    return () => {
      live = false;
    };
  }, [slug, mode, status, needsAccount]);

  useEffect(() => {
    if (!frame || mode !== 'play') return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frame.origin) return;
      if ((event.data as { type?: string } | null)?.type === 'lucky-studio:round-landed') void slotRoundLanded();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, mode]);

  if (missing) return <NotFoundPage />;
  const title = slug.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  if (needsAccount) {
    return (
      <>
        <PageHeading title={title} lead={t`Real-money play.`} />
        <EmptyState
          icon={<SlotsIcon width={28} height={28} />}
          title={t`Sign in to play for real money`}
          text={t`The demo opens without an account.`}
          actions={
            <LocaleLink to={`/games/slots/${slug}/demo`} className={buttonClass('primary')}>
              <Trans>Play the demo</Trans>
            </LocaleLink>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeading
        title={title}
        lead={mode === 'demo' ? t`Demo mode: play with virtual credits.` : t`Real-money play.`}
      />
      {error && <p role="alert">{error}</p>}
      {frame && (
        <div className={styles.frameWrap}>
          <iframe
            className={styles.frame}
            src={frame.url}
            title={title}
            data-testid="slot-frame"
            sandbox="allow-scripts allow-same-origin"
            allow="fullscreen"
          />
          <LocaleLink to="/games/slots" className={`${buttonClass('secondary')} ${styles.close}`}>
            <Trans>Close</Trans>
          </LocaleLink>
        </div>
      )}
    </>
  );
}
