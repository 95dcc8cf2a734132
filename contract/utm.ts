/** The four parameters the utm call needs, all of them (spec §5). No zod here: the page's landing code uses it. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
