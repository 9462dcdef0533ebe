import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { resolveBrandIdentity } from '../../server/branding/brand-identity.server'
import { resolvePageTheme } from '../../server/theme-sources.server'
import type { PageTheme } from '../theme/page-theme.shared'
import type { BrandIdentity } from './brand-identity.shared'

export interface RequestBrand {
  identity: BrandIdentity
  /** False when the path named an `{ai_type}` no application has: the page answers 404. */
  found: boolean
  /** The theme the page wears: this one theme only (ADR 023). */
  theme: PageTheme
}

/**
 * The brand of the request being served (app/server/branding/brand-identity.server.ts): this one
 * brand only. An unknown `{ai_type}` gives the Host's brand, for the 404 page to speak as.
 */
export const getRequestBrand = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const aiType = (input as { aiType?: unknown } | undefined)?.aiType
    return { aiType: typeof aiType === 'string' && aiType.length <= 100 ? aiType : undefined }
  })
  .handler(async ({ data }): Promise<RequestBrand> => {
    const request = getRequest()
    const [named, theme] = await Promise.all([
      data.aiType === undefined ? undefined : resolveBrandIdentity(request, data.aiType),
      resolvePageTheme(request, data.aiType),
    ])
    if (named) return { identity: named.identity, found: true, theme }
    const own = await resolveBrandIdentity(request)
    if (!own) throw new Error('the request resolves to no brand')
    return { identity: own.identity, found: data.aiType === undefined, theme }
  })

/** Resolved once per page load and `{ai_type}` (SSR sends it with the page), with its theme. */
export const brandQuery = (aiType: string | undefined) =>
  queryOptions({
    queryKey: ['brand', aiType ?? null],
    queryFn: () => getRequestBrand({ data: { aiType } }),
    staleTime: Number.POSITIVE_INFINITY,
  })
