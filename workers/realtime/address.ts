import { REALTIME_SOCKET_PATH } from '../../contract/api/realtime';
import { type BaseAddressConfig, serviceBase } from '../http/base-address';

/**
 * The socket's address: crash's own service base when one is configured (spec §7: a port of its own), else the API
 * base in use now (the mirror the failover chose), with ws: for http: and wss: for https:.
 */
export function socketUrl(apiBase: string, site: URL, config: BaseAddressConfig): string {
  const base = config.ports?.crash ? serviceBase('crash', site, config) : apiBase;
  const url = new URL(REALTIME_SOCKET_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
