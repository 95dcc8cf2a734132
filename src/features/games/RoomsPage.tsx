import { SectionPage } from '../sections/SectionPage';
import { GameTile } from './GameTile';
import styles from './RoomsPage.module.css';

const ROOMS = [
  { id: 'roomRed', to: '/games/rooms/red' },
  { id: 'roomYellow', to: '/games/rooms/yellow' },
  { id: 'roomPurple', to: '/games/rooms/purple' },
] as const;

/** The private rooms: each room's tile (marked as coming), then what to play meanwhile. */
export function RoomsPage() {
  return (
    <SectionPage section="rooms">
      <div className={styles.rooms}>
        {ROOMS.map((room) => (
          <GameTile key={room.id} id={room.id} to={room.to} />
        ))}
      </div>
    </SectionPage>
  );
}
