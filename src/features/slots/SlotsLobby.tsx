import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { CatalogueAnswer, GameCard } from '../../../contract/api/slots';
import { useSession } from '../../stores/session';
import { loadRecentSlots, loadSlotGames, loadSlotProviders, setSlotFavourite } from '../../stores/slots';
import { Button } from '../../ui/Button';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';
import styles from './Slots.module.css';
import { SlotThumbnail } from './SlotThumbnail';

type Category = 'video' | 'ways' | 'classic';

/** Placeholders of a tile's final size while the first page loads, so the footer does not jump. */
const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e', 'f'];
interface Filter {
  search: string;
  provider: string;
  category: Category | '';
  favourites: boolean;
}

function GameTile({
  game,
  signedIn,
  onFavourite,
}: {
  game: GameCard;
  signedIn: boolean;
  onFavourite: (g: GameCard) => void;
}) {
  const { t } = useLingui();
  return (
    <li className={styles.card} data-testid="slot-card" data-slug={game.slug}>
      <SlotThumbnail game={game} />
      {signedIn && (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={game.favourite}
          aria-label={game.favourite ? t`Remove from favourites` : t`Add to favourites`}
          onClick={() => onFavourite(game)}
        >
          ♥
        </button>
      )}
      <h3>{game.title}</h3>
      <span className={styles.meta}>
        {game.provider_name} · RTP {game.rtp}%
      </span>
      <span className={styles.actions}>
        {game.demo && (
          <LocaleLink to={`/games/slots/${game.slug}/demo`}>
            <Trans>Demo</Trans>
          </LocaleLink>
        )}
        <LocaleLink to={`/games/slots/${game.slug}/play`}>
          <Trans>Play</Trans>
        </LocaleLink>
      </span>
    </li>
  );
}

/** /games/slots: the catalogue with search, provider and category filters, favourites and recently played. */
export function SlotsLobby() {
  const { t } = useLingui();
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const [filter, setFilter] = useState<Filter>({ search: '', provider: '', category: '', favourites: false });
  const [page, setPage] = useState<CatalogueAnswer['data'] | null>(null);
  const [failed, setFailed] = useState(false);
  const firstLoad = useRef(true);
  const [providers, setProviders] = useState<{ id: string; name: string }[]>([]);
  const [recent, setRecent] = useState<GameCard[]>([]);

  useEffect(() => {
    void loadSlotProviders().then((result) => {
      if (result.ok) setProviders(result.data);
    });
  }, []);
  useEffect(() => {
    if (!signedIn) return setRecent([]);
    void loadRecentSlots().then((result) => {
      if (result.ok) setRecent(result.data);
    });
  }, [signedIn]);
  useEffect(() => {
    // Typing waits for a pause; the first page loads at once.
    const timer = setTimeout(
      () => {
        void loadSlotGames({
          search: filter.search.trim() || undefined,
          provider: filter.provider || undefined,
          category: filter.category || undefined,
          favourites: filter.favourites,
        }).then((result) => {
          setFailed(!result.ok);
          if (result.ok) setPage(result.data);
        });
      },
      firstLoad.current ? 0 : 200,
    );
    firstLoad.current = false;
    return () => clearTimeout(timer);
  }, [filter]);

  async function more() {
    if (!page?.next_cursor) return;
    const result = await loadSlotGames({
      search: filter.search.trim() || undefined,
      provider: filter.provider || undefined,
      category: filter.category || undefined,
      favourites: filter.favourites,
      cursor: page.next_cursor,
    });
    if (result.ok) setPage({ ...result.data, items: [...page.items, ...result.data.items] });
  }

  async function favourite(game: GameCard) {
    const result = await setSlotFavourite(game.slug, !game.favourite);
    if (!result.ok || !page) return;
    setPage({ ...page, items: page.items.map((g) => (g.slug === game.slug ? result.data : g)) });
  }

  const categories: [Category | '', string][] = [
    ['', t`All`],
    ['video', t`Video slots`],
    ['ways', t`Ways`],
    ['classic', t`Classic`],
  ];
  return (
    <>
      <PageHeading title={t`Slots`} lead={t`Our studio's provably fair slots and the catalogue of our providers.`} />
      <div className={styles.filters}>
        <input
          type="search"
          aria-label={t`Search games`}
          placeholder={t`Search games`}
          value={filter.search}
          onChange={(e) => setFilter({ ...filter, search: e.target.value })}
        />
        <select
          aria-label={t`Provider`}
          value={filter.provider}
          onChange={(e) => setFilter({ ...filter, provider: e.target.value })}
        >
          <option value="">{t`All providers`}</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        {categories.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={filter.category === value}
            onClick={() => setFilter({ ...filter, category: value })}
          >
            {label}
          </button>
        ))}
        {signedIn && (
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter.favourites}
            onClick={() => setFilter({ ...filter, favourites: !filter.favourites })}
          >
            <Trans>Favourites</Trans>
          </button>
        )}
      </div>
      {recent.length > 0 && (
        <>
          <h2 className={styles.section}>
            <Trans>Recently played</Trans>
          </h2>
          <ul className={styles.grid}>
            {recent.map((game) => (
              <GameTile key={game.slug} game={game} signedIn={signedIn} onFavourite={favourite} />
            ))}
          </ul>
        </>
      )}
      <h2 className={styles.section}>
        <Trans>All games</Trans> {page && <span className={styles.meta}>({page.total})</span>}
      </h2>
      {failed && page === null && (
        <p role="alert" className={styles.meta}>
          <Trans>The games could not be loaded.</Trans>{' '}
          <Button onClick={() => setFilter({ ...filter })}>
            <Trans>Load again</Trans>
          </Button>
        </p>
      )}
      <ul className={styles.grid} aria-busy={page === null}>
        {page?.items.map((game) => (
          <GameTile key={game.slug} game={game} signedIn={signedIn} onFavourite={favourite} />
        ))}
        {page === null &&
          !failed &&
          SKELETON_TILES.map((key) => (
            <li key={key} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />
          ))}
      </ul>
      {page?.next_cursor && (
        <Button className={styles.more} onClick={() => void more()}>
          <Trans>Show more</Trans>
        </Button>
      )}
    </>
  );
}
