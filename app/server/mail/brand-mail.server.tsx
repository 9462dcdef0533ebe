/**
 * Mail that speaks as a brand: the tenant's brand (its application's identity with the tenant's
 * own name), its sender name on the configured address, its support address as Reply-To, and an
 * HTML part with a plain-text part rendered from the one template (templates/brand-mail.tsx).
 */
import { render } from '@react-email/render'
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import { brandUrls } from '../branding/brand-icons.server'
import {
  type BrandRecord,
  brandPalette,
  loadBrandRecord,
  PLATFORM_BRAND,
} from '../branding/brand-record.server'
import type { MailMessage } from './mailer.server'
import { BrandMail, FIGURES_TABLE_CLASS, type MailBrand, type MailPart } from './templates/brand-mail.server'

export interface BrandedMail {
  record: BrandRecord
  brand: MailBrand
}

/** The brand a tenant's mail speaks as (the platform's for no tenant); links point at `origin`. */
export async function mailBrandOf(db: Db, tenantId: string | null, origin: string): Promise<BrandedMail> {
  let record: BrandRecord = PLATFORM_BRAND
  if (tenantId) {
    const [tenant] = await db
      .select({ applicationKey: tenants.applicationKey })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
    record = (tenant && (await loadBrandRecord(db, tenant.applicationKey, tenantId))) ?? PLATFORM_BRAND
  }
  const palette = brandPalette(record)
  const base = origin.replace(/\/$/, '')
  return {
    record,
    brand: {
      name: record.names,
      iconUrl: `${base}${brandUrls(record).icons.png192}`,
      supportEmail: record.supportEmail,
      footer: record.footer,
      colours: {
        primary: palette.primary,
        gradation1: palette.gradation1,
        gradation2: palette.gradation2,
        base1: palette.base1,
        base2: palette.base2,
        text1: palette.text1,
        main1: palette.main1,
      },
    },
  }
}

/** A finished message: HTML and text parts from the template, the brand's sender and Reply-To. */
export async function brandedMessage(
  branded: BrandedMail,
  message: { to: string; subject: string; preview: string; parts: MailPart[] },
): Promise<MailMessage> {
  const element = <BrandMail brand={branded.brand} preview={message.preview} parts={message.parts} />
  const [html, text] = await Promise.all([
    render(element),
    // Tables of figures as aligned columns, not their cells run together.
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: `table.${FIGURES_TABLE_CLASS}`, format: 'dataTable' }] },
    }),
  ])
  return {
    to: message.to,
    subject: message.subject,
    html,
    text,
    senderName: branded.record.mailSenderName,
    ...(branded.record.supportEmail && { replyTo: branded.record.supportEmail }),
  }
}
