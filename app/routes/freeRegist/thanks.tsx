import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../features/auth/auth-provider'
import * as css from '../../features/auth/sign-in-page.css'
import { BrandFooter } from '../../features/branding/brand-footer'
import { brandedTitle } from '../../features/branding/brand-identity.shared'
import { BrandMark } from '../../features/branding/brand-mark'
import { buttonClassName } from '../../ui/button/button'
import { Card } from '../../ui/card/card'

export const Route = createFileRoute('/freeRegist/thanks')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.thanks'),
  component: Thanks,
})

function Thanks() {
  const { t } = useTranslation()
  const { state } = useAuth()
  const signedIn = state.status === 'authenticated'
  return (
    <main className={css.page}>
      <div className={css.panel}>
        {/* The new tenant's session resolves its application's brand (app/server/branding). */}
        <p className={css.brand}>
          <BrandMark size="card" />
        </p>
        <Card title={t('auth.register.thanksTitle')} headingLevel={1}>
          <p>{t('auth.register.thanksBody')}</p>
          <Link to={signedIn ? '/' : '/login'} className={buttonClassName({ fullWidth: true })}>
            {signedIn ? t('auth.register.thanksStart') : t('auth.register.thanksSignIn')}
          </Link>
        </Card>
        <BrandFooter />
      </div>
    </main>
  )
}
