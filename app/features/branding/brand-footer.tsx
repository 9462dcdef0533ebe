import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import * as css from './brand-footer.css'
import { brandFooter } from './brand-identity.shared'
import { useBrand } from './use-brand'

/** The brand's footer line, legal links and support address; nothing when none is set. */
export function BrandFooter({ tone = 'inverse' }: { tone?: 'inverse' | 'plain' }) {
  const { t } = useTranslation()
  const { identity } = useBrand()
  const { locale } = useLocale()
  const text = brandFooter(identity, locale)
  const links = [
    identity.termsUrl && { href: identity.termsUrl, label: t('branding.terms') },
    identity.privacyUrl && { href: identity.privacyUrl, label: t('branding.privacy') },
    identity.supportEmail && { href: `mailto:${identity.supportEmail}`, label: t('branding.support') },
  ].filter((link): link is { href: string; label: string } => Boolean(link))
  if (!text && links.length === 0) return null
  return (
    <footer className={css.footer[tone]} data-testid="brand-footer">
      {text && <p className={css.text}>{text}</p>}
      {links.length > 0 && (
        <ul className={css.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                rel="noopener noreferrer"
                target={link.href.startsWith('mailto:') ? undefined : '_blank'}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </footer>
  )
}
