import { type Api, workerApi } from '../worker-bridge';

/** The geo check, the visit's attribution calls and the route rules. */

export const checkGeo = async () => (await workerApi()).geoCheck();
export const lookupRouteRule = async (path: string) => (await workerApi()).routeRule(path);

export const setVisitor = async (...args: Parameters<Api['setVisitor']>) => (await workerApi()).setVisitor(...args);
export const sendUtm = async (...args: Parameters<Api['utm']>) => (await workerApi()).utm(...args);
export const sendPageOpen = async (...args: Parameters<Api['pageOpen']>) => (await workerApi()).pageOpen(...args);
export const sendAffiliate = async (...args: Parameters<Api['affiliate']>) => (await workerApi()).affiliate(...args);
export const reportIp = async (...args: Parameters<Api['reportIp']>) => (await workerApi()).reportIp(...args);
