import type { AuditQuery } from '../../../workers/backoffice/audit';
import { fromWorker } from './session';

export const searchAudit = (query: AuditQuery) => fromWorker((api) => api.audit(query));
