import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OperatorRole } from '../../../../contract/backoffice/roles';

export const ROLE_LABEL: Record<OperatorRole, MessageDescriptor> = {
  support: msg`Support`,
  payments: msg`Payments`,
  risk: msg`Risk`,
  admin: msg`Admin`,
};
