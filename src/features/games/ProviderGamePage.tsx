import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SlotsIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';

interface ProviderGamePageProps {
  catalogue: 'slots' | 'liveCasino';
  slug: string;
  mode: 'demo' | 'play';
}

/** A provider game in demo or real play. The game frame comes with the providers' integration. */
export function ProviderGamePage({ catalogue, slug, mode }: ProviderGamePageProps) {
  const { t } = useLingui();
  const name = slug.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  const back = catalogue === 'slots' ? '/games/slots' : '/games/live-casino';
  return (
    <>
      <PageHeading
        title={name}
        lead={mode === 'demo' ? t`Demo mode: play with virtual credits.` : t`Real-money play.`}
      />
      <EmptyState
        icon={<SlotsIcon width={28} height={28} />}
        title={t`This game is not available yet`}
        text={t`Provider games open when their studios are connected. Try one of our original games meanwhile.`}
        actions={
          <LocaleLink to={back} className={buttonClass('primary')}>
            {catalogue === 'slots' ? t`All slots` : t`All live tables`}
          </LocaleLink>
        }
      />
    </>
  );
}
