import { useQueryClient } from '@tanstack/react-query'

/**
 * After a console change: refetch every list whose rows it may have changed (a plan's deletion
 * changes the applications' default plans, every change adds an audit row…).
 */
export function useInvalidateQueries(keys: readonly string[]) {
  const queryClient = useQueryClient()
  return () => void Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
}
