import { TOURNAMENT_STATUSES } from '../../contract/api/tournaments';
import { isLiveTable } from '../../contract/live/tables';

/** Whether what an address's parameters name exists: false answers 404, as for an address no page has. */
export type AddressCheck = (pattern: string, params: Record<string, string>) => Promise<boolean>;

interface Deps {
  /** A slot the catalogue lists to players (its games of providers we are plugged into). */
  slotListed: (slug: string) => Promise<boolean>;
  tournamentExists: (id: number) => Promise<boolean>;
  log: (error: unknown) => void;
}

/**
 * The pages whose parameter names a thing (a slot, a live table, a tournament): an address naming none answers 404
 * (issue 13); the page still shows the site's not-found view inside the layout. A check that fails (the database
 * away) serves the page: the app says what it can.
 */
export function createAddressCheck({ slotListed, tournamentExists, log }: Deps): AddressCheck {
  const slot = ({ slots = '' }: Record<string, string>) => slotListed(slots);
  const liveTable = ({ slots = '' }: Record<string, string>) => isLiveTable(slots);
  const checks: Record<string, (params: Record<string, string>) => boolean | Promise<boolean>> = {
    '/{-$locale}/games/slots/$slots/demo': slot,
    '/{-$locale}/games/slots/$slots/play': slot,
    '/{-$locale}/games/live-casino/$slots/demo': liveTable,
    '/{-$locale}/games/live-casino/$slots/play': liveTable,
    '/{-$locale}/tournament/$id': ({ id = '' }) => /^\d{1,9}$/.test(id) && tournamentExists(Number(id)),
    '/{-$locale}/tournaments/$status': ({ status = '' }) => (TOURNAMENT_STATUSES as readonly string[]).includes(status),
  };
  return async (pattern, params) => {
    const check = checks[pattern];
    if (!check) return true;
    try {
      return await check(params);
    } catch (error) {
      log(error);
      return true;
    }
  };
}
