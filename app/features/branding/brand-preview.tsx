import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import * as shellCss from '../../ui/app-shell/app-shell.css'
import { Card } from '../../ui/card/card'
import * as signInCss from '../auth/sign-in-page.css'
import { type CatalogueTheme, ThemeStylesheet } from '../theme/theme-catalogue'
import { BrandFooter } from './brand-footer'
import { type BrandIdentity, brandName } from './brand-identity.shared'
import { BrandMark } from './brand-mark'
import * as css from './brand-preview.css'
import { BrandProvider } from './use-brand'

/**
 * A brand's identity in its theme, drawn with the pages' own parts: the signed-in header band
 * and the top of the sign-in page (mark, card title, footer). For the console's identity dialog,
 * the admin preview and Storybook: what they show is what the brand's users see.
 */
export function BrandPreview({
  identity,
  theme,
}: {
  identity: BrandIdentity
  theme: CatalogueTheme | undefined
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const name = brandName(identity, locale)
  return (
    <BrandProvider identity={identity}>
      <ThemeStylesheet theme={theme} />
      <div
        className={`${theme?.className ?? ''} ${css.preview}`}
        data-testid="brand-preview"
        data-theme={theme?.key}
      >
        <header className={`${shellCss.header} ${css.header}`}>
          <div className={shellCss.brand}>
            <BrandMark />
          </div>
        </header>
        <div className={`${signInCss.page} ${css.signIn}`}>
          <div className={signInCss.panel}>
            <p className={signInCss.brand}>
              <BrandMark size="card" />
            </p>
            <Card
              title={
                identity.platform ? t('auth.signIn.title') : t('auth.signIn.brandTitle', { brand: name })
              }
              headingLevel={3}
            >
              <p className={css.cardBody}>{t('auth.signIn.email')}</p>
            </Card>
            <BrandFooter />
          </div>
        </div>
      </div>
    </BrandProvider>
  )
}
