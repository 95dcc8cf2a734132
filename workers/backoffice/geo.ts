import { GEO_API } from '../../contract/api/geo';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

/** Geo blocks (risk, admin): the countries whose visitors get 451 and land on /no-access; replaced as a whole. */
export function geoHandlers({ http }: BackofficeContext) {
  return {
    blockedCountries() {
      return attempt(async () => (await call(http, GEO_API.operatorBlockedCountries)).data);
    },

    setBlockedCountries(countries: string[]) {
      return attempt(async () => (await call(http, GEO_API.operatorSetBlockedCountries, { body: { countries } })).data);
    },
  };
}
