import { createServerFn } from '@tanstack/react-start'
import { getRequestLocale } from './locale.server'

/** The locale this request renders in; the root route puts it in the router context. */
export const getLocale = createServerFn({ method: 'GET' }).handler(async () => getRequestLocale())
