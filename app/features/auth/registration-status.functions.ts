import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getDatabase } from '#db/runtime'
import { registrationOpen } from '../../server/auth/free-registration.server'

/**
 * Whether /freeRegist takes registrations (closed at /admin/system). Read before the form shows,
 * so a visitor learns it before typing; registerTenant refuses again on submit.
 */
export const getRegistrationStatus = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ open: boolean }> => {
    const { db } = await getDatabase()
    return { open: await registrationOpen(db) }
  },
)

export const registrationStatusQuery = queryOptions({
  queryKey: ['registration-status'],
  queryFn: () => getRegistrationStatus(),
  staleTime: 0,
})
