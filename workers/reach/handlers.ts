import type { ContextRef } from '../context';
import type { Attribution, Visitor } from './attribution';

/** The geo check, attribution, the bonus lookups and the route rules. */
export function reachHandlers(ref: ContextRef) {
  const attribution = async () => (await ref.ready()).attribution;
  const promo = async () => (await ref.ready()).promo;
  return {
    geoCheck: async () => (await ref.ready()).geo.check(),
    /** The page's attribution cookies and fingerprint, for registrations and attachSource. */
    setVisitor: async (visitor: Visitor) => (await attribution()).setVisitor(visitor),
    utm: async (...args: Parameters<Attribution['utm']>) => (await attribution()).utm(...args),
    pageOpen: async (...args: Parameters<Attribution['pageOpen']>) => (await attribution()).pageOpen(...args),
    affiliate: async (query: Record<string, string>) => (await attribution()).affiliate(query),
    reportIp: async (...args: Parameters<Attribution['reportIp']>) => (await attribution()).reportIp(...args),
    routeRule: async (path: string) => (await ref.ready()).routeRules.lookup(path),
    bonusByPromo: async (code: string) => (await promo()).bonusByPromo(code),
    waitingRegDep: async () => (await promo()).waitingRegDep(),
    welcomePacksGuest: async () => (await promo()).welcomePacksGuest(),
    welcomePack: async () => (await promo()).welcomePack(),
    bonuses: async () => (await promo()).bonuses(),
    freeSpins: async () => (await promo()).freeSpins(),
    activatePromo: async (code: string) => (await promo()).activatePromo(code),
  };
}
