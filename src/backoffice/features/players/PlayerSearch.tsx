import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { PlayerSummary } from '../../../../contract/api/backoffice-players';
import { Button } from '../../../ui/Button';
import { searchPlayers } from '../../stores/players';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import { ListScreen } from '../common/ListScreen';
import type { OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';

/** Players found by id, e-mail (or part of one) or phone number; each opens the player's page. */
export function PlayerSearch({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [draft, setDraft] = useState(query);
  const [found, setFound] = useState<PlayerSummary[] | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const search = useCallback(async () => {
    if (!query) return setFound(null);
    const result = await searchPlayers(query);
    if (result.ok) {
      setFound(result.data);
      setOutcome(null);
    } else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [query, i18n]);
  useEffect(() => {
    setDraft(query);
    void search();
  }, [query, search]);

  return (
    <ListScreen
      id="players-title"
      title={<Trans>Players</Trans>}
      onRefresh={() => void search()}
      filters={
        <form
          className={styles.searchForm}
          aria-label={t`Find a player`}
          onSubmit={(event) => {
            event.preventDefault();
            onQuery(draft.trim());
          }}
        >
          <label className={styles.field}>
            <Trans>Id, e-mail or phone</Trans>
            <input
              className={styles.input}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="12 · player@example.com · +7 700 000 00 00"
            />
          </label>
          <Button type="submit" variant="primary" disabled={!draft.trim()}>
            <Trans>Search</Trans>
          </Button>
        </form>
      }
      outcome={outcome}
      items={found}
      empty={<Trans>No player matches. Try the whole e-mail, the id or the phone number.</Trans>}
      renderItem={(player) => (
        <li key={player.id} className={styles.card} data-testid="player-found">
          <div className={styles.cardHead}>
            <Link className={styles.cardTitle} to="/players/$userId" params={{ userId: String(player.id) }}>
              {`#${player.id} · ${player.email ?? player.phone ?? player.name ?? ''}`}
            </Link>
            <span className={styles.badge}>{player.currency}</span>
          </div>
          <dl className={styles.facts}>
            <Fact label={<Trans>E-mail</Trans>}>{player.email ?? '—'}</Fact>
            <Fact label={<Trans>Phone</Trans>}>{player.phone ?? '—'}</Fact>
            <Fact label={<Trans>Registered</Trans>}>{format.when(player.created_at)}</Fact>
          </dl>
        </li>
      )}
    />
  );
}
