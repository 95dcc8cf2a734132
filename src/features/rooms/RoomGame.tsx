import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { RoomRound } from '../../../contract/api/rooms';
import type { Room } from '../../../contract/bet-limits';
import { failureLines } from '../../i18n/error-messages';
import { formatMoney } from '../../lib/format';
import { notify } from '../../stores/notifications';
import { joinRoom, landedDraw, loadLastDraw, loadRoom, pastDraws, useRooms, watchRooms } from '../../stores/rooms';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useReducedMotion } from '../games/use-reduced-motion';
import { useStakeCheck } from '../games/use-stake-check';
import { useLocale } from '../layout/use-locale';
import { useOpenModal } from '../layout/use-open-modal';
import { RoomFairness } from './RoomFairness';
import styles from './RoomGame.module.css';
import { RoomWheel } from './RoomWheel';
import { arcsOf, type CheckedDraw, checkDraw, wheelTurn } from './room-draw';
import { seatColour } from './room-meta';
import { secondsUntil, useServerNow } from './use-server-now';

/** The wheel's spin to a draw. */
const SPIN_MS = 5000;
const SPIN_TURNS = 5;

interface Spin {
  round: RoomRound;
  check: CheckedDraw | null;
  turn: number;
  spinMs: number;
}

/** A private room: its shared wheel live, the players and their chances, the stake, the draw and its check. */
export function RoomGame({ room }: { room: Room }) {
  const { t } = useLingui();
  const locale = useLocale();
  const reduced = useReducedMotion();
  const session = useSession();
  const openModal = useOpenModal();
  const rooms = useRooms();
  const info = rooms.rooms[room];
  const drawn = rooms.drawn[room] as RoomRound | undefined;
  const round = info?.round as RoomRound | null | undefined;
  const signedIn = session.status === 'signed-in';

  useEffect(() => watchRooms(room, !reduced), [room, reduced]);
  useEffect(() => {
    void loadRoom(room);
    void loadLastDraw(room);
  }, [room]);

  // The wheel: the newest draw spins to its ticket (at once with reduced motion, or for a draw from before the
  // page came); once it has landed and shown its result, the open round's wheel.
  const [spin, setSpin] = useState<Spin | null>(null);
  const [landed, setLanded] = useState<number | null>(null);
  const [resultShown, setResultShown] = useState(false);
  const turnRef = useRef(0);
  useEffect(() => {
    if (!drawn || drawn.id === spin?.round.id) return;
    let live = true;
    void checkDraw(drawn).then((check) => {
      if (!live) return;
      const instant = reduced || pastDraws.has(drawn.id);
      const turn = wheelTurn(turnRef.current, check?.at ?? 0, instant ? 0 : SPIN_TURNS);
      turnRef.current = turn;
      setSpin({ round: drawn, check, turn, spinMs: instant ? 0 : SPIN_MS });
      setResultShown(!pastDraws.has(drawn.id));
    });
    return () => {
      live = false;
    };
  }, [drawn, spin?.round.id, reduced]);
  const spinning = spin !== null && landed !== spin.round.id;
  // A landed draw stays on the wheel until someone stakes in the next round.
  const onWheelDraw = spin !== null && (spinning || (resultShown && !round?.players.length));
  const wheelRound = onWheelDraw ? spin.round : round;
  const serverNow = useServerNow(rooms.offsetMs, round?.phase === 'countdown');
  const currency = info?.currency ?? rooms.currency ?? 'RUB';
  const money = (amount: string) => formatMoney(amount, currency, locale);

  const myStake = round?.players.find((player) => player.mine)?.stake ?? null;
  const closesAt = round?.closes_at ?? null;
  const closed = closesAt !== null && serverNow >= closesAt;
  const left = closesAt !== null ? secondsUntil(closesAt, serverNow) : null;

  let status: string;
  if (spinning) status = t`The wheel is spinning…`;
  else if (onWheelDraw && spin) status = resultText(spin.round);
  else if (!round) status = t`The next round is opening…`;
  else if (round.phase === 'waiting')
    status = round.players.length === 0 ? t`Waiting for players` : t`Waiting for a second player`;
  else if (closed) status = t`Drawing the winner…`;
  else status = t`Draw in ${plural(left ?? 0, { one: '# second', other: '# seconds' })}`;

  function resultText(done: RoomRound): string {
    const winnerEntry = done.entries.find((entry) => entry.id === done.winner_entry_id);
    const payout = money(done.payout ?? '0');
    if (winnerEntry?.mine) return t`You win ${payout}!`;
    const mineIn = done.entries.some((entry) => entry.mine);
    const name = done.winner ?? t`An anonymous player`;
    return mineIn ? t`${name} wins ${payout}. Not this time for you.` : t`${name} wins ${payout}`;
  }

  // The stake.
  const [amount, setAmount] = useState<string | null>(null);
  const stake = amount ?? info?.entry ?? '';
  const checkStake = useStakeCheck({ min: info?.entry ?? null, max: info?.max_total ?? null }, currency);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const amountId = useId();
  const hintId = useId();

  async function join() {
    const issue = checkStake(stake);
    setProblem(issue);
    if (issue) return;
    setBusy(true);
    setChecking(false);
    try {
      const result = await joinRoom(room, stake);
      if (result.ok) return;
      if (result.failure.kind === 'unconfirmed' || result.failure.kind === 'network') {
        // The page now shows the round as the server has it: the stake is in the players, or it is not.
        setChecking(true);
        return;
      }
      notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    } finally {
      setBusy(false);
    }
  }

  const wheelLabel = wheelRound
    ? t`Wheel of round ${wheelRound.id}: ${plural(wheelRound.players.length, { one: '# player', other: '# players' })}, pot ${money(wheelRound.pot)}`
    : t`The wheel is empty`;

  return (
    <div className={styles.layout}>
      <section className={styles.stage} aria-labelledby={`${amountId}-status`}>
        <div className={styles.wheelBox}>
          <RoomWheel
            arcs={wheelRound ? arcsOf(wheelRound) : []}
            turn={onWheelDraw ? spin.turn : Math.floor(turnRef.current / 360) * 360}
            spinMs={onWheelDraw && spinning ? spin.spinMs : 0}
            winner={onWheelDraw && !spinning ? spin.round.winner_entry_id : null}
            label={wheelLabel}
            onLanded={
              onWheelDraw && spinning
                ? () => {
                    setLanded(spin.round.id);
                    landedDraw(room);
                  }
                : undefined
            }
          />
          <div className={styles.pot}>
            <span className={styles.potLabel}>{t`Pot`}</span>
            <span className={styles.potValue} data-testid="room-pot">
              {money(wheelRound?.pot ?? '0')}
            </span>
          </div>
        </div>
        <p
          id={`${amountId}-status`}
          className={styles.status}
          role="status"
          data-testid="room-status"
          data-phase={onWheelDraw ? (spinning ? 'spinning' : 'landed') : (round?.phase ?? 'none')}
        >
          {status}
        </p>
      </section>

      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          if (signedIn) void join();
          else openModal('login');
        }}
      >
        {signedIn ? (
          <>
            <label htmlFor={amountId} className={styles.fieldLabel}>
              {t`Stake`}
            </label>
            <input
              id={amountId}
              className={styles.field}
              inputMode="decimal"
              autoComplete="off"
              value={stake}
              onChange={(event) => setAmount(event.target.value)}
              aria-describedby={hintId}
              aria-invalid={problem ? true : undefined}
            />
            <p id={hintId} className={problem ? styles.problem : styles.hint}>
              {problem ??
                (info
                  ? t`Entry ${money(info.entry)}, at most ${money(info.max_total)} in a round`
                  : t`Loading the room…`)}
            </p>
            <Button type="submit" variant="primary" wide busy={busy} disabled={!info || closed || spinning}>
              {myStake ? t`Add ${money(stake || '0')}` : t`Join for ${money(stake || '0')}`}
            </Button>
            {myStake && (
              <p className={styles.hint} data-testid="room-my-stake">
                <Trans>Your stake in this round: {money(myStake)}</Trans>
              </p>
            )}
            {checking && (
              <p className={styles.hint} role="status">
                {t`The connection dropped while joining. The players below are what the server has now.`}
              </p>
            )}
          </>
        ) : (
          <>
            <p className={styles.hint}>
              {info ? t`Entry ${money(info.entry)}. Log in to join the round.` : t`Log in to join the round.`}
            </p>
            <Button type="submit" variant="primary" wide>
              {t`Log in to join`}
            </Button>
          </>
        )}
      </form>

      <section className={styles.players} aria-labelledby={`${amountId}-players`}>
        <h2 id={`${amountId}-players`} className={styles.cardTitle}>
          {t`Players`}
        </h2>
        {wheelRound && wheelRound.players.length > 0 ? (
          <ul className={styles.playerList} data-testid="room-players">
            {wheelRound.players.map((player, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a player's seat is their place in the round, fixed once taken.
              <li key={`${wheelRound.id}:${seat}`} className={styles.player} data-mine={player.mine || undefined}>
                <span className={styles.swatch} style={{ background: seatColour(seat) }} aria-hidden="true" />
                <span className={styles.name}>
                  {player.player ?? t`Anonymous player`}
                  {player.mine && <span className={styles.you}> {t`(you)`}</span>}
                </span>
                <span className={styles.stake}>{money(player.stake)}</span>
                <span className={styles.chance}>{t`chance ${(Number(player.chance) * 100).toFixed(2)}%`}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>{t`No one is in this round yet. The first stake opens it.`}</p>
        )}
      </section>

      <RoomFairness open={round ?? null} last={spin && !spinning ? spin.round : null} currency={currency} />
    </div>
  );
}
