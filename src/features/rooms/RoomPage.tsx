import { useLingui } from '@lingui/react/macro';
import type { Room } from '../../../contract/bet-limits';
import { LiveFeed } from '../feed/LiveFeed';
import styles from '../games/GamePage.module.css';
import { GAMES } from '../games/games';
import { PageHeading } from '../sections/PageHeading';
import { RoomGame } from './RoomGame';
import { ROOM_PAGES } from './room-meta';

/** A private room's page (/games/rooms/red, yellow, purple): the room's live wheel, then the live bets feed. */
export function RoomPage({ room }: { room: Room }) {
  const { i18n } = useLingui();
  const definition = GAMES[ROOM_PAGES[room].game];
  return (
    <>
      <div className={styles.heading}>
        <PageHeading title={i18n._(definition.title)} lead={i18n._(definition.lead)} />
      </div>
      <RoomGame room={room} />
      <div className={styles.feed}>
        <LiveFeed />
      </div>
    </>
  );
}
