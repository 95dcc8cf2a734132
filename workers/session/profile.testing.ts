import type { ProfileAnswer } from '../../contract/api/profile';

/** A whole profile answer as GET /profile/user gives it (tests of the worker's session). */
export function aProfile(user: Partial<ProfileAnswer['data']> = {}): ProfileAnswer {
  return {
    data: {
      id: 1,
      name: null,
      email: 'player@example.com',
      phone: null,
      balance: '0.00',
      bonus: '0.00',
      bonus_balance: '0.00',
      total_balance: '0.00',
      currency: 'RUB',
      locale: 'en',
      timezone: 'UTC',
      register_method: 'email',
      is_phone_verified: false,
      is_email_verified: false,
      is_password_exists: true,
      is_avatar_hidden: false,
      is_statistics_hidden: false,
      previous_login_at: null,
      image: { small: null },
      premium: { status: false },
      verification: { is_need: false, data: { status: null } },
      ...user,
    },
    features: {},
    region: 'RU',
  };
}
