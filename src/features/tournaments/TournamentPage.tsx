import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { TrophyIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';

/** /tournament/{id}. */
export function TournamentPage({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Tournament #${id}`} />
      <EmptyState
        icon={<TrophyIcon width={28} height={28} />}
        title={t`This tournament is not available`}
        text={t`It may not have started yet or may have been removed. The list shows every running and upcoming tournament.`}
        actions={
          <LocaleLink to="/tournaments" className={buttonClass('primary')}>
            {t`All tournaments`}
          </LocaleLink>
        }
      />
    </>
  );
}
