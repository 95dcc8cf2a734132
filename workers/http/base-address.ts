/** Services with their own base address (spec §7), each with an optional port. */
const SERVICES = ['api', 'crash', 'cases', 'miner', 'general', 'coinflip', 'keno', 'dice'] as const;
export type Service = (typeof SERVICES)[number];

export interface BaseAddressConfig {
  /** True in development: the configured address is used instead of the api subdomain. */
  dev: boolean;
  /** The configured base address for development. */
  devBase?: string | undefined;
  /** Optional port per service. */
  ports?: Partial<Record<Service, number>>;
}

interface SiteLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/**
 * In development: the configured address. Otherwise: the api subdomain of the current host
 * (spec §7), so every mirror domain reaches its own API at api.<mirror>.
 */
export function serviceBase(service: Service, site: SiteLocation, config: BaseAddressConfig): string {
  const port = config.ports?.[service];
  if (config.dev && config.devBase) {
    const url = new URL(config.devBase);
    if (port) url.port = String(port);
    return url.origin;
  }
  const host = site.hostname.startsWith('api.') ? site.hostname : `api.${site.hostname}`;
  const effectivePort = port ? String(port) : site.port;
  return `${site.protocol}//${host}${effectivePort ? `:${effectivePort}` : ''}`;
}

/**
 * A service's base address next to the API base in use (the mirror the failover chose): the same host, on the
 * service's own port when one is configured (spec §7), else the API base itself.
 */
export function serviceBaseBeside(apiBase: string, service: Service, config: BaseAddressConfig): string {
  const port = config.ports?.[service];
  if (!port) return apiBase;
  const url = new URL(apiBase);
  url.port = String(port);
  return url.origin;
}

export function portsFromEnv(env: Record<string, string | undefined>): Partial<Record<Service, number>> {
  const ports: Partial<Record<Service, number>> = {};
  for (const service of SERVICES) {
    const value = Number(env[`VITE_PORT_${service.toUpperCase()}`]);
    if (Number.isInteger(value) && value > 0 && value < 65536) ports[service] = value;
  }
  return ports;
}
