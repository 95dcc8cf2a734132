/**
 * The real-time socket on the API host: a GET that upgrades to a WebSocket (a plain GET answers 426
 * `upgrade_required`). Messages: contract/realtime/messages.ts; topics: contract/realtime/topics.ts.
 */
export const REALTIME_SOCKET_PATH = '/api/v2/realtime';
