import { createContext, type ReactNode, use } from 'react'
import { useLocale } from '../../i18n/i18n-provider'
import { type BrandIdentity, brandName } from './brand-identity.shared'

const BrandContext = createContext<BrandIdentity | null>(null)

/**
 * The brand a page speaks as. The root route provides the one the server resolved for the request
 * (app/server/branding); the admin preview and Storybook provide the brand they show, so the same
 * components render there exactly as on the tenant's pages.
 */
export function BrandProvider({ identity, children }: { identity: BrandIdentity; children: ReactNode }) {
  return <BrandContext value={identity}>{children}</BrandContext>
}

export function useBrand(): { identity: BrandIdentity; name: string } {
  const identity = use(BrandContext)
  const { locale } = useLocale()
  if (!identity) throw new Error('useBrand needs a <BrandProvider> above it')
  return { identity, name: brandName(identity, locale) }
}
