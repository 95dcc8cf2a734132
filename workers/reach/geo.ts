import { GEO_API, type GeoAnswer } from '../../contract/api/geo';
import { type Region, toRegion } from '../../contract/regions';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** GET /geo_ip: the visitor's country sets the Region header (KZ, else RU). A 451 is reported by the client itself. */
export function createGeo(deps: { http: HttpClient; setRegion: (region: Region) => void }) {
  return {
    check: (): Promise<ApiResult<GeoAnswer['data']>> =>
      attempt(async () => {
        const answer = await call(deps.http, GEO_API.geoIp);
        deps.setRegion(toRegion(answer.data.country_code));
        return answer.data;
      }),
  };
}
