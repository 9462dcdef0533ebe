import type { ReactNode } from 'react'
import { Card } from '#app/ui/card/card'
import { LanguageSwitcher } from '#app/ui/language-switcher/language-switcher'
import { BrandFooter } from '../branding/brand-footer'
import { BrandMark } from '../branding/brand-mark'
import * as css from './sign-in-page.css'

/** The signed-out pages' frame (sign-in, registration, SSO): the brand above one card, languages below. */
export function AuthPageFrame({
  title,
  description,
  withFooter = true,
  children,
}: {
  title: string
  description?: string
  /** The brand's footer; the SSO hand-off page goes without it. */
  withFooter?: boolean
  children: ReactNode
}) {
  return (
    <main className={css.page}>
      <div className={css.panel}>
        <p className={css.brand}>
          <BrandMark size="card" />
        </p>
        <Card title={title} headingLevel={1} description={description}>
          {children}
        </Card>
        <div className={css.toolbar}>
          <LanguageSwitcher />
        </div>
        {withFooter && <BrandFooter />}
      </div>
    </main>
  )
}
