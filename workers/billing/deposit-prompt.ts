/** Spec §4/§9: PayIn opens by itself 17 s after registration, or after load for a funded-nothing player. */
export const DEPOSIT_PROMPT_DELAY_MS = 17_000;

interface DepositPromptState {
  signedIn: boolean;
  /** The player's total balance as a wire decimal, when the profile is known. */
  totalBalance: string | null;
  currency: string | null;
}

/** After load: a logged-in player with zero balance and a currency set gets PayIn (unless a modal is shown). */
export function promptAfterLoad(state: DepositPromptState): boolean {
  return state.signedIn && state.currency !== null && state.totalBalance !== null && Number(state.totalBalance) === 0;
}

/** After registration: only that the player is logged in; the page checks that no payment modal is shown. */
export function promptAfterRegistration(state: DepositPromptState): boolean {
  return state.signedIn;
}
