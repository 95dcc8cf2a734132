import { BACKOFFICE_API } from '../../contract/api/backoffice';
import type { OperatorRole } from '../../contract/backoffice/roles';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

/** The operators (admin): list, create (its TOTP secret answered once), change role, disable or enable. */
export function operatorHandlers({ http }: BackofficeContext) {
  return {
    operators() {
      return attempt(async () => (await call(http, BACKOFFICE_API.operators)).data);
    },

    createOperator(input: { email: string; name: string; role: OperatorRole; password: string }) {
      return attempt(async () => (await call(http, BACKOFFICE_API.createOperator, { body: input })).data);
    },

    updateOperator(id: number, change: { role?: OperatorRole; disabled?: boolean }) {
      return attempt(
        async () => (await call(http, BACKOFFICE_API.updateOperator, { params: { id }, body: change })).data,
      );
    },
  };
}
