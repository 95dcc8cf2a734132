/** Every API path the clients call, in one place (spec §7). */
export const API = {
  geoIp: '/geo_ip',
  profileUser: '/profile/user',
  logout: '/auth/logout',
  refreshToken: '/auth/refresh-token',
  registerEmail: '/api/v2/auth/register/email',
  loginEmailPassword: '/api/v2/auth/login/email/password',
} as const;
