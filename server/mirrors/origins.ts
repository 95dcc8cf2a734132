/** The origins of the mirrors' sites: https in production, http or https elsewhere (http://m1.localhost:PORT). */
export function mirrorOrigins(domains: readonly string[], nodeEnv: string): string[] {
  const schemes = nodeEnv === 'production' ? ['https'] : ['http', 'https'];
  return domains.flatMap((domain) => schemes.map((scheme) => `${scheme}://${domain}`));
}
