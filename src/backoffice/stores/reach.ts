import { fromWorker } from './session';

/** The geo-blocks and route-rules screens' actions. */
export const loadBlockedCountries = () => fromWorker((api) => api.blockedCountries());

export const setBlockedCountries = (countries: string[]) => fromWorker((api) => api.setBlockedCountries(countries));

export const loadRouteRules = () => fromWorker((api) => api.routeRules());

export const putRouteRule = (rule: { path: string; redirect: string }) => fromWorker((api) => api.putRouteRule(rule));

export const deleteRouteRule = (path: string) => fromWorker((api) => api.deleteRouteRule(path));
