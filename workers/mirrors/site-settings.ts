import { MIRRORS_API, type SiteSettings } from '../../contract/api/mirrors';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** GET /api/v2/site/settings: spec §3 site settings and mirror data. */
export function loadSiteSettings(http: HttpClient): Promise<ApiResult<SiteSettings>> {
  return attempt(async () => (await call(http, MIRRORS_API.siteSettings)).data);
}
