import { MIRRORS_API, type SiteSettings } from '../../contract/api/mirrors';
import type { ApiResult } from '../api-result';
import { type HttpClient, toFailure } from '../http/client';

/** GET /api/v2/site/settings: spec §3 site settings and mirror data. */
export async function loadSiteSettings(http: HttpClient): Promise<ApiResult<SiteSettings>> {
  try {
    return { ok: true, data: (await http.request<{ data: SiteSettings }>(MIRRORS_API.siteSettings)).data };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
}
