import { useLingui } from '@lingui/react/macro';
import { isLiveTable } from '../../../contract/live/tables';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SlotsIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';
import { LiveTablePage } from './LiveTablePage';

/** `/games/live-casino/{slug}/play|demo`: the table of that slug, or a way back when there is none. */
export function LiveTableRoute({ slug, mode }: { slug: string; mode: 'play' | 'demo' }) {
  const { t } = useLingui();
  if (isLiveTable(slug)) return <LiveTablePage table={slug} mode={mode} />;
  return (
    <>
      <PageHeading title={t`Live casino`} />
      <EmptyState
        icon={<SlotsIcon width={28} height={28} />}
        title={t`There is no such live table`}
        text={t`The live casino has a roulette and a money wheel.`}
        actions={
          <LocaleLink to="/games/live-casino" className={buttonClass('primary')}>
            {t`All live tables`}
          </LocaleLink>
        }
      />
    </>
  );
}
