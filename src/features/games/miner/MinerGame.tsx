import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useState } from 'react';
import { formatMultiplier } from '../../../../contract/games/multiplier';
import { MINER, minerMultiplier } from '../../../../contract/games/rules/miner';
import { formatMoney } from '../../../lib/format';
import { useDraft } from '../../../lib/use-draft';
import { toggleMinerTile, useAutoBet } from '../../../stores/autobet';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../layout/use-locale';
import { BetPanel } from '../BetPanel';
import { GameControls } from '../controls/GameControls';
import { useGameHotkeys } from '../controls/use-game-hotkeys';
import { FairnessPanel } from '../fairness/FairnessPanel';
import { RecentBets } from '../fairness/RecentBets';
import styles from '../GameLayout.module.css';
import { minerView, payoutAt } from '../multistep';
import { useGameSession } from '../use-game-session';
import { useStepRound } from '../use-step-round';
import { HOTKEYS, randomClosedTile } from './hotkeys';
import miner from './MinerGame.module.css';

const TILES = Array.from({ length: 25 }, (_, i) => i);
const MINE_CHOICES = Array.from({ length: MINER.maxMines - MINER.minMines + 1 }, (_, i) => i + MINER.minMines);
const QUICK_MINES = [1, 3, 5, 10, 24];

/** Miner: 25 tiles hide 1..24 mines; open safe tiles to raise the multiplier, cash out before a mine. */
export function MinerGame() {
  const { t } = useLingui();
  const locale = useLocale();
  const minesId = useId();
  const session = useGameSession('miner');
  const { games, currency, limits, offline } = session;
  const [amount, setAmount] = useDraft('bet:miner', '');
  const [mineCount, setMineCount] = useState(3);
  const { bet, active, problem, busy, start, step, cashOut } = useStepRound('miner', limits, currency);
  const view = minerView(bet);
  const edgeBp = Math.round(Number(games.config?.miner.house_edge ?? '0.01') * 10_000);
  const stake = active && bet ? bet.amount : amount || limits.min || '1.00';
  const roundMines = bet && active ? view.mines : mineCount;
  const safeLeft = 25 - roundMines - (active ? view.revealed.length : 0);
  const firstMultiplier = formatMultiplier(
    minerMultiplier(mineCount, 1, { houseEdge: edgeBp, minMines: MINER.minMines, maxMines: MINER.maxMines }),
  );
  const nextMultiplier = active ? view.nextMultiplier : firstMultiplier;
  const cashout = active && bet ? payoutAt(bet, bet.multiplier) : null;
  const lostOn = bet && !active ? view.revealed.find((tile) => view.mineTiles.includes(tile)) : undefined;
  const won = bet && !active ? Number(bet.payout) > 0 : false;

  const open = (tile: number) => step(tile, { tile });
  // Auto-bet: the player picks the tiles each auto round opens; the board is the worker's while a run is on.
  const auto = useAutoBet();
  const autoRunning = Boolean(auto.progress?.running);
  const picking = auto.mode === 'auto' && !active && !autoRunning;
  useGameHotkeys(HOTKEYS, {
    randomTile: () => {
      const tile = active ? randomClosedTile(view.revealed) : null;
      if (tile !== null) void open(tile);
    },
  });

  // The panel's submit button: start a round, or cash out the one in play (on a phone it comes right under the board).
  const cashoutButton = (
    <Button
      type="submit"
      variant="primary"
      wide
      busy={busy === 'cashout'}
      disabled={view.revealed.length === 0 || busy !== null}
      data-hotkey="bet"
    >
      {view.revealed.length === 0 ? (
        <Trans>Open a tile to cash out</Trans>
      ) : (
        <Trans>Cash out {formatMoney(cashout ?? '0', currency, locale)}</Trans>
      )}
    </Button>
  );

  /** Arrow keys move between the tiles still closed, row by row and column by column. */
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -5, ArrowDown: 5 }[event.key];
    const from = Number((event.target as HTMLElement).dataset.tile);
    if (!step || Number.isNaN(from)) return;
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tile]');
    for (let tile = from + step; tile >= 0 && tile < 25; tile += step) {
      if (Math.abs(step) === 1 && Math.floor(tile / 5) !== Math.floor(from / 5)) break;
      const target = buttons[tile];
      if (target && !target.disabled) {
        event.preventDefault();
        target.focus();
        return;
      }
    }
  };

  const tileState = (tile: number): 'hidden' | 'gem' | 'mine' | 'mine-shown' | 'gem-shown' => {
    const opened = view.revealed.includes(tile);
    const isMine = view.mineTiles.includes(tile);
    if (opened) return isMine ? 'mine' : 'gem';
    if (bet && !active) return isMine ? 'mine-shown' : 'gem-shown';
    return 'hidden';
  };

  return (
    <div className={styles.layout}>
      <BetPanel
        session={session}
        stake={stake}
        onStake={setAmount}
        problem={problem}
        inPlay={active ? stake : null}
        onSubmit={() => {
          if (active) void cashOut();
          else void start(stake, { amount: stake, mines: mineCount });
        }}
        autoPlan={{
          game: 'miner',
          plan: () =>
            auto.minerTiles.length
              ? { game: 'miner', body: { amount: stake, mines: mineCount }, tiles: [...auto.minerTiles] }
              : null,
        }}
      >
        <div className={miner.mines}>
          <label htmlFor={minesId} className={styles.label}>
            {t`Mines`}
          </label>
          <select
            id={minesId}
            className={styles.input}
            value={roundMines}
            disabled={active}
            onChange={(event) => setMineCount(Number(event.target.value))}
          >
            {MINE_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <div className={miner.quickMines}>
            {QUICK_MINES.map((mines) => (
              <button
                key={mines}
                type="button"
                className={styles.quick}
                aria-pressed={roundMines === mines}
                disabled={active}
                aria-label={t`Mines: ${mines}`}
                onClick={() => setMineCount(mines)}
              >
                {mines}
              </button>
            ))}
          </div>
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>{t`Next tile`}</dt>
            <dd data-testid="miner-next">{nextMultiplier ? `${nextMultiplier}×` : '—'}</dd>
          </div>
          <div>
            <dt>{t`Multiplier`}</dt>
            <dd data-testid="miner-multiplier">{active && bet ? `${bet.multiplier}×` : '1.00×'}</dd>
          </div>
          <div>
            <dt>{t`Safe tiles`}</dt>
            <dd>{safeLeft}</dd>
          </div>
        </dl>
        {active ? (
          cashoutButton
        ) : (
          <Button type="submit" variant="primary" wide busy={busy === 'start'} disabled={offline} data-hotkey="bet">
            <Trans>Start the round</Trans>
          </Button>
        )}
        <p className={styles.rules}>
          {t`House edge ${(edgeBp / 100).toFixed(2)}%: each safe tile raises the multiplier to (100 − edge)% of the odds of getting this far. A mine loses the bet; cash out at any time.`}
        </p>
      </BetPanel>
      <div className={styles.stage} data-instant={auto.mode === 'auto' || undefined}>
        <div className={miner.board}>
          <p
            className={miner.outcome}
            role="status"
            data-testid="miner-result"
            data-result={bet && !active ? (won ? 'win' : 'loss') : undefined}
          >
            {!bet
              ? t`Choose the mines and start the round`
              : active
                ? view.revealed.length === 0
                  ? t`Open any tile`
                  : t`Cash out ${formatMoney(cashout ?? '0', currency, locale)} or open another tile`
                : won
                  ? t`You cashed out ${formatMoney(bet.payout, bet.currency, locale)} at ${bet.multiplier}×`
                  : lostOn !== undefined
                    ? t`A mine on tile ${lostOn + 1}: the bet is lost`
                    : t`No win this time`}
          </p>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the tile buttons. */}
          <div className={miner.grid} data-active={active || undefined} onKeyDown={moveFocus}>
            {TILES.map((tile) => {
              const state = tileState(tile);
              const number = tile + 1;
              const name =
                state === 'gem' || state === 'gem-shown'
                  ? t`Tile ${number}: gem`
                  : state === 'mine' || state === 'mine-shown'
                    ? t`Tile ${number}: mine`
                    : t`Tile ${number}`;
              return (
                <button
                  key={tile}
                  type="button"
                  className={miner.tile}
                  data-state={state}
                  data-tile={tile}
                  data-busy={busy === tile || undefined}
                  data-picked={(picking && auto.minerTiles.includes(tile)) || undefined}
                  aria-label={name}
                  aria-pressed={picking ? auto.minerTiles.includes(tile) : undefined}
                  disabled={
                    !picking && (!active || autoRunning || state !== 'hidden' || (busy !== null && busy !== tile))
                  }
                  aria-busy={busy === tile || undefined}
                  onClick={() => (picking ? toggleMinerTile(tile) : void open(tile))}
                >
                  <span className={miner.face} aria-hidden="true">
                    {state === 'gem' || state === 'gem-shown' ? (
                      <GemIcon />
                    ) : state === 'mine' || state === 'mine-shown' ? (
                      <MineIcon />
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <div className={styles.below}>
        <GameControls game="miner" hotkeys={HOTKEYS} />
        <RecentBets game="miner" />
        <FairnessPanel />
      </div>
    </div>
  );
}

function GemIcon() {
  return (
    <svg viewBox="0 0 32 32" width="60%" height="60%" aria-hidden="true">
      <path d="M9 5h14l6 8-13 15L3 13z" fill="#34d399" />
      <path d="M3 13h26L16 28z" fill="#059669" />
      <path d="M9 5l3 8h8l3-8z" fill="#6ee7b7" />
    </svg>
  );
}

function MineIcon() {
  return (
    <svg viewBox="0 0 32 32" width="60%" height="60%" aria-hidden="true">
      <g stroke="#fca5a5" strokeWidth="2.5" strokeLinecap="round">
        <path d="M16 3v5M16 24v5M3 16h5M24 16h5M6.8 6.8l3.5 3.5M21.7 21.7l3.5 3.5M6.8 25.2l3.5-3.5M21.7 10.3l3.5-3.5" />
      </g>
      <circle cx="16" cy="16" r="8.5" fill="#ef4444" />
      <circle cx="13" cy="13" r="2.5" fill="#fecaca" />
    </svg>
  );
}
