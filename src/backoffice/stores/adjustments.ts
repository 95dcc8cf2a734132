import type { AdjustBody } from '../../../contract/api/wallet';
import { fromWorker } from './session';

/** Manual adjustments and the second operator's decision on one above the threshold. */
export const adjust = (input: AdjustBody) => fromWorker((api) => api.adjust(input));
export const loadPendingAdjustments = () => fromWorker((api) => api.pendingAdjustments());
export const decideAdjustment = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  fromWorker((api) => api.decideAdjustment(id, decision, reason));
