import type { DepositFilter } from '../../../workers/backoffice/deposits';
import { fromWorker } from './session';

/** The deposits list and the refund of a paid deposit. */
export const loadDeposits = (filter: DepositFilter) => fromWorker((api) => api.deposits(filter));
export const refundDeposit = (id: number, reason: string) => fromWorker((api) => api.refundDeposit(id, reason));
