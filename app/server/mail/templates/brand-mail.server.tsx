/**
 * Every mail's one template (react-email, ADR 022): the brand's band (icon and name on its
 * colours), then the message in Japanese and in English (the recipient's language is not known
 * before they sign in), each with its button, then the brand's footer and support address.
 * `render` turns it into the HTML part and, with `plainText`, into the text part.
 */
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { textIn } from '#app/i18n/texts.server'

export interface MailBrand {
  name: { ja: string; en: string }
  /** An absolute URL of the brand's square PNG icon. */
  iconUrl: string | null
  supportEmail: string | null
  footer: { ja: string | null; en: string | null }
  colours: {
    primary: string
    gradation1: string
    gradation2: string
    base1: string
    base2: string
    text1: string
    main1: string
  }
}

export interface MailPart {
  lang: 'ja' | 'en'
  heading: string
  paragraphs: string[]
  /** Figures under a title each (the monthly usage summary), after the paragraphs. */
  tables?: MailTable[]
  action?: { label: string; href: string }
  /** Small print under the button (expiry, "ignore this mail if…"). */
  notes?: string[]
}

/** Marks the tables the plain-text part lays out as columns (brand-mail.server.tsx). */
export const FIGURES_TABLE_CLASS = 'figures'

export interface MailTable {
  title: string
  rows: { label: string; value: string }[]
}

function FiguresTable({ table, colours }: { table: MailTable; colours: MailBrand['colours'] }) {
  const cell = { fontSize: 14, lineHeight: '20px', padding: '4px 0', color: colours.text1 }
  return (
    <>
      <Text style={{ color: colours.text1, fontSize: 14, fontWeight: 700, margin: '16px 0 4px' }}>
        {table.title}
      </Text>
      <table
        className={FIGURES_TABLE_CLASS}
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse' }}
      >
        <tbody>
          {table.rows.map((row) => (
            <tr key={`${row.label}:${row.value}`} style={{ borderBottom: `1px solid ${colours.base2}` }}>
              <td style={{ ...cell, paddingRight: 12 }}>{row.label}</td>
              <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 700 }}>
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

export function BrandMail({
  brand,
  preview,
  parts,
}: {
  brand: MailBrand
  preview: string
  parts: MailPart[]
}) {
  const { colours } = brand
  return (
    <Html lang={parts[0]?.lang ?? 'ja'}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: colours.base2, fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container
          style={{ maxWidth: 560, margin: '24px auto', backgroundColor: colours.base1, borderRadius: 8 }}
        >
          <Section
            style={{
              backgroundColor: colours.primary,
              backgroundImage: `linear-gradient(90deg, ${colours.gradation1}, ${colours.gradation2})`,
              borderRadius: '8px 8px 0 0',
              padding: '16px 24px',
            }}
          >
            {brand.iconUrl && (
              <Img
                src={brand.iconUrl}
                width="32"
                height="32"
                alt=""
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: 6, marginRight: 10 }}
              />
            )}
            <span style={{ color: colours.base1, fontSize: 18, fontWeight: 700, verticalAlign: 'middle' }}>
              {brand.name.ja === brand.name.en ? brand.name.ja : `${brand.name.ja} / ${brand.name.en}`}
            </span>
          </Section>
          {parts.map((part, index) => (
            <Section key={part.lang} lang={part.lang} style={{ padding: '8px 24px 16px' }}>
              {index > 0 && <Hr style={{ borderColor: colours.base2, margin: '8px 0 16px' }} />}
              <Heading as="h2" style={{ color: colours.text1, fontSize: 18, margin: '16px 0 8px' }}>
                {part.heading}
              </Heading>
              {part.paragraphs.map((paragraph) => (
                <Text
                  key={paragraph}
                  style={{ color: colours.text1, fontSize: 14, lineHeight: '22px', margin: '8px 0' }}
                >
                  {paragraph}
                </Text>
              ))}
              {part.tables?.map((table) => (
                <FiguresTable key={table.title} table={table} colours={colours} />
              ))}
              {part.action && (
                <>
                  <Button
                    href={part.action.href}
                    style={{
                      backgroundColor: colours.primary,
                      color: colours.base1,
                      borderRadius: 6,
                      padding: '12px 20px',
                      fontWeight: 700,
                      fontSize: 14,
                      margin: '8px 0',
                    }}
                  >
                    {part.action.label}
                  </Button>
                  <Text
                    style={{ color: colours.main1, fontSize: 12, margin: '4px 0', wordBreak: 'break-all' }}
                  >
                    <Link href={part.action.href} style={{ color: colours.primary }}>
                      {part.action.href}
                    </Link>
                  </Text>
                </>
              )}
              {part.notes?.map((note) => (
                <Text
                  key={note}
                  style={{ color: colours.main1, fontSize: 12, lineHeight: '18px', margin: '4px 0' }}
                >
                  {note}
                </Text>
              ))}
            </Section>
          ))}
          <Section style={{ padding: '12px 24px 20px', borderTop: `1px solid ${colours.base2}` }}>
            {[brand.footer.ja, brand.footer.en]
              .filter((line): line is string => Boolean(line))
              .map((line) => (
                <Text key={line} style={{ color: colours.main1, fontSize: 12, margin: '2px 0' }}>
                  {line}
                </Text>
              ))}
            {brand.supportEmail && (
              <Text style={{ color: colours.main1, fontSize: 12, margin: '2px 0' }}>
                {textIn('ja', 'mail.supportLabel')} / {textIn('en', 'mail.supportLabel')}:{' '}
                <Link href={`mailto:${brand.supportEmail}`} style={{ color: colours.primary }}>
                  {brand.supportEmail}
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
