import { BACKOFFICE_API } from '../../contract/api/backoffice';
import type { CallInput } from '../../contract/api/endpoint';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

export type AuditQuery = CallInput<typeof BACKOFFICE_API.audit>['query'];

/** The audit log: by actor, action, target and dates, newest first, a page at a time (`before_id`). */
export function auditHandlers({ http }: BackofficeContext) {
  return {
    audit(query: AuditQuery) {
      return attempt(async () => {
        const answer = await call(http, BACKOFFICE_API.audit, { query });
        return { entries: answer.data, nextBeforeId: answer.next_before_id };
      });
    },
  };
}
