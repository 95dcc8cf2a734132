import type { GeoAnswer } from '../../contract/api/geo';
import { API } from '../../contract/api/paths';
import { type Region, toRegion } from '../../contract/regions';
import type { ApiResult } from '../api-result';
import { type HttpClient, toFailure } from '../http/client';

/** GET /geo_ip: the visitor's country sets the Region header (KZ, else RU). A 451 is reported by the client itself. */
export function createGeo(deps: { http: HttpClient; setRegion: (region: Region) => void }) {
  return {
    async check(): Promise<ApiResult<GeoAnswer['data']>> {
      try {
        const answer = await deps.http.request<GeoAnswer>(API.geoIp);
        deps.setRegion(toRegion(answer.data.country_code));
        return { ok: true, data: answer.data };
      } catch (error) {
        return { ok: false, failure: toFailure(error) };
      }
    },
  };
}
