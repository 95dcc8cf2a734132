import { MIRRORS_API, type SiteSettings } from '../../contract/api/mirrors';
import { type ApiResult, attempt } from '../api-result';
import type { HttpClient } from '../http/client';

/** GET /api/v2/site/settings: spec §3 site settings and mirror data. */
export function loadSiteSettings(http: HttpClient): Promise<ApiResult<SiteSettings>> {
  return attempt(async () => (await http.request<{ data: SiteSettings }>(MIRRORS_API.siteSettings)).data);
}
