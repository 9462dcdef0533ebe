/**
 * How the home page words the token balance. `exhausted`: a chat turn reserves its longest
 * possible reply before calling the model, so below that no chat can answer; `low`: a warning
 * while there is still time to buy more.
 */
export type BalanceLevel = 'ok' | 'low' | 'exhausted'

/** Below this many available tokens the home page warns (about ten long replies). */
export const LOW_BALANCE_TOKENS = 20_000

export function balanceLevel(
  available: number,
  limits: { exhaustedBelow: number; lowBelow?: number },
): BalanceLevel {
  if (available < limits.exhaustedBelow) return 'exhausted'
  if (available < (limits.lowBelow ?? LOW_BALANCE_TOKENS)) return 'low'
  return 'ok'
}
