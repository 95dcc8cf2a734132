import { redirect } from '@tanstack/react-router';
import type { Capability } from '../../../../workers/backoffice/capabilities';
import type { Who } from '../../../../workers/backoffice/session-handlers';

/** A screen the operator's role may not open sends them to the start (whose areas are theirs). */
export function requireCapability(who: Who, capability: Capability): void {
  if (!who.may.includes(capability)) throw redirect({ to: '/' });
}
