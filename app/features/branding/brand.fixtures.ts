/**
 * Brand identities for stories, tests and the console's previews: what the server would send for
 * a brand with these names (URLs point nowhere real unless a logo data URL is given).
 */
import type { BrandIdentity } from './brand-identity.shared'

export function sampleBrandIdentity(
  overrides: Partial<BrandIdentity> & Pick<BrandIdentity, 'names'>,
): BrandIdentity {
  return {
    platform: false,
    shortName: overrides.names.en,
    logo: null,
    icons: {
      svg: '/brand/sample/icon.svg',
      png32: '/brand/sample/icon-32.png',
      png180: '/brand/sample/icon-180.png',
      png192: '/brand/sample/icon-192.png',
      png512: '/brand/sample/icon-512.png',
    },
    manifestUrl: '/manifest.webmanifest',
    themeColor: '#0E3661',
    supportEmail: null,
    footer: { ja: null, en: null },
    termsUrl: null,
    privacyUrl: null,
    ...overrides,
  }
}

/** A small inline logo (an SVG data URL), so stories show the logo path without a server. */
export function sampleLogo(text: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60"><rect x="4" y="10" width="40" height="40" rx="10" fill="${colour}"/><text x="56" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="${colour}">${text}</text></svg>`
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width: 240, height: 60 }
}

/** The brands of the demo data, with the identities the demo seed gives them. */
export const demoBrands = {
  hirameki_ai: sampleBrandIdentity({
    names: { ja: 'ヒラメキAI', en: 'Hirameki AI' },
    shortName: 'Hirameki',
    themeColor: '#6F2FB7',
    footer: { ja: '© ヒラメキAI株式会社', en: '© Hirameki AI Inc.' },
    termsUrl: 'https://hirameki.example/terms',
    privacyUrl: 'https://hirameki.example/privacy',
    supportEmail: 'support@hirameki.example',
  }),
  fortuna: sampleBrandIdentity({
    names: { ja: 'フォーチュナAI', en: 'Fortuna AI' },
    shortName: 'Fortuna',
    themeColor: '#4F1265',
    logo: sampleLogo('Fortuna AI', '#4F1265'),
  }),
  kakushin: sampleBrandIdentity({ names: { ja: 'カクシンAI', en: 'Kakushin AI' }, shortName: 'Kakushin' }),
  chat_synapse: sampleBrandIdentity({
    names: { ja: 'Chat Synapse', en: 'Chat Synapse' },
    shortName: 'Synapse',
  }),
} as const

/** A tenant brand section's calls answering with the demo tenant of Hirameki AI (stories and tests). */
export function fakeTenantBrandApi(brandName: string | null = null) {
  const answer = {
    brandName,
    hasOwnLogo: false,
    identity: brandName
      ? { ...demoBrands.hirameki_ai, names: { ja: brandName, en: brandName } }
      : demoBrands.hirameki_ai,
    applicationNames: demoBrands.hirameki_ai.names,
  }
  const ok = async () => ({ ok: true as const, data: answer })
  return { key: ['fake-tenant-brand', brandName], load: ok, save: ok, upload: ok, remove: ok }
}
