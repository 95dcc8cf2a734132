/**
 * The operator roles of the back office. `admin` may do everything; each operator endpoint names the other roles
 * allowed to call it (`operatorRoles` in its contract definition), so who may do what is written once, next to the call.
 */
export const OPERATOR_ROLES = ['support', 'payments', 'risk', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Whether an operator with `role` may call an endpoint that allows `allowed` (admin always may). */
export function roleAllows(role: OperatorRole, allowed: readonly OperatorRole[]): boolean {
  return role === 'admin' || allowed.includes(role);
}
