import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Spec §5: a 422 on the password forms shows one specific message per field (old_password, new_password or
 * password, password_confirm / confirm_password), not the raw server text.
 */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  old_password: msg`The current password is not right`,
  new_password: msg`The new password does not fit: use at least 8 characters`,
  password_confirm: msg`The passwords do not match`,
  confirm_password: msg`The passwords do not match`,
};

export function passwordFieldMessages(
  errors: Record<string, readonly string[]>,
  form: 'update' | 'set',
): { field: string; message: MessageDescriptor | null; first: string }[] {
  return Object.entries(errors).map(([field, messages]) => {
    const first = messages[0] ?? '';
    // Setting a first password shows the server's first message for `password` (spec §5).
    if (field === 'password') {
      return { field, message: form === 'update' ? (FIELD_MESSAGES.new_password ?? null) : null, first };
    }
    return { field, message: FIELD_MESSAGES[field] ?? null, first };
  });
}
