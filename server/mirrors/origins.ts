/**
 * The origins of the mirrors' sites (and, with `withApi`, their APIs): https in production, http or https
 * elsewhere (local mirrors are http://m1.localhost:PORT).
 */
export function mirrorOrigins(domains: readonly string[], nodeEnv: string, withApi = false): string[] {
  const schemes = nodeEnv === 'production' ? ['https'] : ['http', 'https'];
  return domains.flatMap((domain) =>
    schemes.flatMap((scheme) => [`${scheme}://${domain}`, ...(withApi ? [`${scheme}://api.${domain}`] : [])]),
  );
}
