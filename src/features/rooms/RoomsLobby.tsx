import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { RoomInfo } from '../../../contract/api/rooms';
import { ROOMS } from '../../../contract/bet-limits';
import { formatMoney } from '../../lib/format';
import { loadRooms, useRooms, watchRooms } from '../../stores/rooms';
import { GAMES } from '../games/games';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import { PageHeading } from '../sections/PageHeading';
import { SECTIONS } from '../sections/sections';
import styles from './RoomsLobby.module.css';
import { ROOM_PAGES } from './room-meta';
import { secondsUntil, useServerNow } from './use-server-now';

/** /games/rooms: the three rooms, each with its entry, the players and pot of its open round and its countdown, live. */
export function RoomsLobby() {
  const { t, i18n } = useLingui();
  const rooms = useRooms();
  const locale = useLocale();
  const section = SECTIONS.rooms;
  useEffect(() => watchRooms(), []);
  useEffect(() => {
    void loadRooms();
  }, []);
  const listed = ROOMS.flatMap((room) => {
    const info = rooms.rooms[room];
    return info ? [info as RoomInfo] : [];
  });
  const counting = listed.some((info) => info.round?.phase === 'countdown');
  const serverNow = useServerNow(rooms.offsetMs, counting, 500);

  return (
    <>
      <PageHeading title={i18n._(section.title)} lead={i18n._(section.lead)} />
      <p className={styles.intro}>
        {listed.length === 0
          ? t`Loading the rooms…`
          : plural(listed.length, {
              one: 'Join the room below: one shared wheel, every stake a share of the pot and the same share of the chance to win it.',
              other:
                'Pick one of the # rooms below: each is a shared wheel, every stake a share of the pot and the same share of the chance to win it.',
            })}
      </p>
      <ul className={styles.rooms}>
        {ROOMS.map((room) => {
          const info = rooms.rooms[room] as RoomInfo | undefined;
          const game = GAMES[ROOM_PAGES[room].game];
          const round = info?.round ?? null;
          const players = round?.players.length ?? 0;
          let phase: string;
          if (!info) phase = t`Loading…`;
          else if (round?.phase === 'countdown' && round.closes_at !== null) {
            const left = secondsUntil(round.closes_at, serverNow);
            phase = left > 0 ? t`Draw in ${plural(left, { one: '# second', other: '# seconds' })}` : t`Drawing…`;
          } else phase = players === 1 ? t`Waiting for a second player` : t`Waiting for players`;
          return (
            <li key={room}>
              <LocaleLink
                to={ROOM_PAGES[room].to}
                className={styles.room}
                style={{ background: `linear-gradient(145deg, ${game.colors[0]}, ${game.colors[1]})` }}
                data-testid={`room-${room}`}
              >
                <span className={styles.name}>{i18n._(game.title)}</span>
                {info && (
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t`Entry`}</dt>
                      <dd>{formatMoney(info.entry, info.currency, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t`Players`}</dt>
                      <dd>{players}</dd>
                    </div>
                    <div>
                      <dt>{t`Pot`}</dt>
                      <dd>{formatMoney(round?.pot ?? '0', info.currency, locale)}</dd>
                    </div>
                  </dl>
                )}
                <span className={styles.phase}>{phase}</span>
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
