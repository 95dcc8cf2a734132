import type { OperatorRole } from '../../../contract/backoffice/roles';
import { fromWorker } from './session';

/** The operators screen's actions (admin). */
export const loadOperators = () => fromWorker((api) => api.operators());

export const createOperator = (input: { email: string; name: string; role: OperatorRole; password: string }) =>
  fromWorker((api) => api.createOperator(input));

export const updateOperator = (id: number, change: { role?: OperatorRole; disabled?: boolean }) =>
  fromWorker((api) => api.updateOperator(id, change));
