import { isLiveTable } from '../../../contract/live/tables';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LiveTablePage } from './LiveTablePage';

/** `/games/live-casino/{slug}/play|demo`: the table of that slug, or the site's not-found page when there is none. */
export function LiveTableRoute({ slug, mode }: { slug: string; mode: 'play' | 'demo' }) {
  if (isLiveTable(slug)) return <LiveTablePage table={slug} mode={mode} />;
  return <NotFoundPage />;
}
