import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { TournamentScoring } from '../../../../contract/api/tournaments';
import type { GameName } from '../../../../contract/games/registry';
import { CURRENCIES } from '../../../../contract/money';
import { loadGameSettings } from '../../stores/games';
import { createTournament } from '../../stores/tournaments';
import { FormActions } from '../common/FormActions';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { choicesOf, SelectField } from '../common/SelectField';
import { ENTRY_LABEL, SCORING_LABEL } from './labels';
import { draftProblem, EMPTY_TOURNAMENT, type TournamentDraft, tournamentBody } from './tournament-draft';

const SCORINGS = Object.keys(SCORING_LABEL) as TournamentScoring[];
const ENTRIES = Object.keys(ENTRY_LABEL) as TournamentDraft['entry'][];
const LANGUAGES = ['ru', 'en', 'kz'] as const;

/** A new tournament: its title in every language, currency, games, scoring, entry, prizes by place and schedule. */
export function NewTournamentForm({
  onCreated,
  onCancel,
}: {
  onCreated: (line: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<TournamentDraft>(EMPTY_TOURNAMENT);
  const [games, setGames] = useState<GameName[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const set = (change: Partial<TournamentDraft>) => setDraft({ ...draft, ...change });

  // The games a tournament can count: the originals, as the games screen lists them.
  useEffect(() => {
    void loadGameSettings().then((result) => {
      if (result.ok) setGames(result.data.map((each) => each.game));
    });
  }, []);

  const missing = draftProblem(draft);
  const missingText = {
    games: t`Choose at least one game.`,
    prizes: t`Give at least the first place's prize.`,
    dates: t`Give the start and the end.`,
    order: t`The end comes after the start.`,
  };
  const titleLabel = { ru: t`Title in Russian`, en: t`Title in English`, kz: t`Title in Kazakh` };

  return (
    <form
      className={styles.card}
      aria-labelledby="new-tournament-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      onSubmit={async (event) => {
        event.preventDefault();
        if (missing) return setProblem([missingText[missing]]);
        setBusy(true);
        const result = await createTournament(tournamentBody(draft));
        setBusy(false);
        if (!result.ok) return setProblem(failureLines(i18n, result.failure));
        const title = result.data.title.en;
        onCreated(t`${title} is scheduled.`);
      }}
    >
      <h2 id="new-tournament-title" className={styles.cardTitle}>
        <Trans>New tournament</Trans>
      </h2>
      <div className={styles.facts}>
        {LANGUAGES.map((language) => (
          <label key={language} className={styles.field}>
            {titleLabel[language]}
            <input
              className={styles.input}
              required
              maxLength={120}
              value={draft.title[language]}
              onChange={(event) => set({ title: { ...draft.title, [language]: event.target.value } })}
            />
          </label>
        ))}
        <SelectField
          label={<Trans>Currency</Trans>}
          value={draft.currency}
          choices={CURRENCIES.map((value) => [value, value] as const)}
          onChange={(value) => set({ currency: value })}
        />
        <SelectField
          label={<Trans>Scoring</Trans>}
          value={draft.scoring}
          choices={choicesOf(SCORINGS, SCORING_LABEL, i18n)}
          onChange={(value) => set({ scoring: value })}
        />
        <SelectField
          label={<Trans>Who takes part</Trans>}
          value={draft.entry}
          choices={choicesOf(ENTRIES, ENTRY_LABEL, i18n)}
          onChange={(value) => set({ entry: value })}
        />
        <InputField
          label={<Trans>Starts</Trans>}
          type="datetime-local"
          required
          value={draft.startsAt}
          onChange={(value) => set({ startsAt: value })}
        />
        <InputField
          label={<Trans>Ends</Trans>}
          type="datetime-local"
          required
          value={draft.endsAt}
          onChange={(value) => set({ endsAt: value })}
        />
        <label className={styles.field}>
          <Trans>Prizes by place, first place first (one per line)</Trans>
          <textarea
            className={styles.input}
            required
            value={draft.prizes}
            onChange={(event) => set({ prizes: event.target.value })}
          />
        </label>
      </div>
      <fieldset className={styles.actions}>
        <legend className={styles.muted}>
          <Trans>Games that count</Trans>
        </legend>
        {games.map((game) => (
          <label key={game} className={styles.check}>
            <input
              type="checkbox"
              checked={draft.games.includes(game)}
              onChange={(event) =>
                set({
                  games: event.target.checked ? [...draft.games, game] : draft.games.filter((each) => each !== game),
                })
              }
            />
            {game}
          </label>
        ))}
      </fieldset>
      {problem.length > 0 && <Outcome outcome={{ kind: 'error', lines: problem }} />}
      <FormActions submit={<Trans>Schedule</Trans>} busy={busy} onCancel={onCancel} />
    </form>
  );
}
