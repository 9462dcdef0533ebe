/**
 * Which brand a preview column speaks as: the chosen tenant's own in its theme, else the
 * application that uses the column's theme, else a brand named after the theme (no application
 * uses it yet), with the theme's colours and the platform's icons.
 */
import type { BrandIdentity } from '../branding/brand-identity.shared'
import type { CatalogueTheme } from '../theme/theme-catalogue'

export interface PreviewBrand {
  themeKey: string
  identity: BrandIdentity
}

export function themeOnlyIdentity(theme: Pick<CatalogueTheme, 'name' | 'palette'>): BrandIdentity {
  const icon = (size: number) => `/api/brand/p/icon-${size}.png`
  return {
    platform: false,
    names: { ja: theme.name, en: theme.name },
    shortName: theme.name,
    logo: null,
    icons: {
      svg: '/api/brand/p/icon.svg',
      png32: icon(32),
      png180: icon(180),
      png192: icon(192),
      png512: icon(512),
    },
    manifestUrl: '/manifest.webmanifest',
    themeColor: theme.palette.primary,
    supportEmail: null,
    footer: { ja: null, en: null },
    termsUrl: null,
    privacyUrl: null,
  }
}

export function previewIdentityFor(
  brands: readonly PreviewBrand[],
  tenant: { themeKey: string; identity: BrandIdentity | null } | null,
  themes: readonly CatalogueTheme[],
): (themeKey: string) => BrandIdentity {
  return (themeKey) => {
    if (tenant?.identity && tenant.themeKey === themeKey) return tenant.identity
    const brand = brands.find((candidate) => candidate.themeKey === themeKey)?.identity
    if (brand) return brand
    const theme = themes.find((candidate) => candidate.key === themeKey)
    return themeOnlyIdentity(
      theme ?? { name: themeKey, palette: { primary: '', gradation1: '', gradation2: '' } },
    )
  }
}
