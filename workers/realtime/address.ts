import { REALTIME_SOCKET_PATH } from '../../contract/api/realtime';

/**
 * The socket's address: the API base in use now (the mirror the failover chose), with ws: for http: and wss: for
 * https:. Never a game's own service base (spec §7 gives crash one for its calls): the one socket of the tab
 * carries every topic, the feed, sports and rooms as well as crash (workers/README.md).
 */
export function socketUrl(apiBase: string): string {
  const url = new URL(REALTIME_SOCKET_PATH, apiBase);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
