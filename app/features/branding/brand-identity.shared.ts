/**
 * What a page knows about the brand it speaks as (ADR 022): resolved on the server once per
 * request (app/server/branding/brand-identity.server.ts) and sent to the browser alone: never a
 * list, never another brand. Names and texts come in both languages; the reader's is picked here.
 */
import { createI18n } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locale'
import type { MessageKey } from '../../i18n/message-key'
import { messagesFor } from '../../i18n/messages'

export interface BrandPicture {
  url: string
  width: number
  height: number
}

export interface BrandIdentity {
  /**
   * The operator's own default brand, for hosts and pages that belong to no application. Only
   * there do sign-in pages offer the system administrator's console.
   */
  platform: boolean
  names: { ja: string; en: string }
  shortName: string
  /** Null: the header and cards draw a wordmark from the name, in the theme's colours. */
  logo: BrandPicture | null
  icons: { svg: string | null; png32: string; png180: string; png192: string; png512: string }
  manifestUrl: string
  /** The theme's primary colour, for `<meta name="theme-color">`. */
  themeColor: string
  supportEmail: string | null
  footer: { ja: string | null; en: string | null }
  termsUrl: string | null
  privacyUrl: string | null
}

export function brandName(identity: Pick<BrandIdentity, 'names'>, locale: Locale | string): string {
  return locale === 'en' ? identity.names.en : identity.names.ja
}

export function brandFooter(identity: Pick<BrandIdentity, 'footer'>, locale: Locale | string): string | null {
  return (
    (locale === 'en' ? identity.footer.en : identity.footer.ja) ?? identity.footer.ja ?? identity.footer.en
  )
}

/** `<head>` links of a brand: favicons, the touch icon and the per-host web app manifest. */
export function brandHeadLinks(identity: BrandIdentity) {
  return [
    ...(identity.icons.svg ? [{ rel: 'icon', type: 'image/svg+xml', href: identity.icons.svg }] : []),
    { rel: 'icon', type: 'image/png', sizes: '32x32', href: identity.icons.png32 },
    { rel: 'apple-touch-icon', sizes: '180x180', href: identity.icons.png180 },
    { rel: 'manifest', href: identity.manifestUrl },
  ]
}

export interface BrandedTitleContext {
  brand: BrandIdentity
  locale: Locale
}

type Head = { meta: { title: string }[] }

/** A page's `<title>` in the reader's language: its own name, then the brand's. */
export function brandedTitle(
  context: BrandedTitleContext,
  page: MessageKey,
  params: Record<string, string> = {},
): Head {
  // The key is a variable, so i18next's per-key typing of the options cannot apply.
  const translate = createI18n(context.locale, messagesFor(context.locale)).t as (
    key: string,
    options: object,
  ) => string
  return titled(context, translate(page, params))
}

/** The same for a title already worded (a chat's or thread's own name). */
export function titled(context: BrandedTitleContext, page: string): Head {
  return { meta: [{ title: `${page} — ${brandName(context.brand, context.locale)}` }] }
}
