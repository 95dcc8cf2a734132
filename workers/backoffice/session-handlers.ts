import { BACKOFFICE_API, type OperatorView } from '../../contract/api/backoffice';
import type { OperatorRole } from '../../contract/backoffice/roles';
import { type ApiResult, attempt } from '../api-result';
import { call, callRaw } from '../http/call';
import { type Capability, capabilitiesOf } from './capabilities';
import type { BackofficeContext } from './context';

/** The signed-in operator as the page shows it, with what their role may do. */
export interface Who {
  /** The operator's e-mail (or `automation`). */
  actor: string;
  role: OperatorRole;
  operator: OperatorView | null;
  may: Capability[];
}

const whoOf = (actor: string, role: OperatorRole, operator: OperatorView | null): Who => ({
  actor,
  role,
  operator,
  may: capabilitiesOf(role),
});

const signedOut = (result: ApiResult<unknown>) =>
  !result.ok && result.failure.kind === 'http' && result.failure.status === 401;

/** Sign-in (e-mail, password, TOTP code), who is signed in, sign-out, and the language answers come in. */
export function sessionHandlers(context: BackofficeContext) {
  const { http, session } = context;
  return {
    setLocale(locale: string): void {
      context.setLocale(locale);
    },

    /** The signed-in operator, or null when there is no session (none kept, or the server ended it). */
    async who(): Promise<ApiResult<Who | null>> {
      await session.restore();
      if (!session.token()) return { ok: true, data: null };
      const result = await attempt(() => call(http, BACKOFFICE_API.who));
      if (signedOut(result)) return { ok: true, data: null };
      if (!result.ok) return result;
      const { actor, role, operator } = result.data.data;
      return { ok: true, data: whoOf(actor, role, operator) };
    },

    async signIn(input: { email: string; password: string; code: string }): Promise<ApiResult<Who>> {
      const result = await attempt(() => callRaw(http, BACKOFFICE_API.signIn, { body: input }));
      if (!result.ok) return result;
      const { token, expires_at, operator } = result.data.data;
      await session.start(token, expires_at);
      return { ok: true, data: whoOf(operator.email, operator.role, operator) };
    },

    /** Ends the session on the server when it can; here in any case. */
    async signOut(): Promise<void> {
      if (session.token()) await attempt(() => call(http, BACKOFFICE_API.signOut));
      await session.end();
    },
  };
}
