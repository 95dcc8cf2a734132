/** A one-time code (6 digits) stays valid 10 minutes; another one for the same address may be asked for after 60 s. */
export const CODE_TTL_S = 10 * 60;
export const CODE_RESEND_AFTER_S = 60;
