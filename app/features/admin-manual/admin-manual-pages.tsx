import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { AdminShell } from '../admin-shell/admin-shell'
import { helpPageQuery } from '../help/help-payload.functions'
import type { HelpPagePath } from '../help/help-payload.shared'
import { HelpView } from '../help/help-view'
import * as css from './admin-manual.css'

/** The page's prerendered articles in the reader's language (the route's loader fetched them). */
function useHelpPage(page: HelpPagePath) {
  const { locale } = useLocale()
  return { locale, ...useSuspenseQuery(helpPageQuery(page, locale)).data }
}

/** The reader's language picks the articles; a new view per language restarts the search. */
function useTexts(prefix: 'adminManual.help' | 'adminManual.userManual' | 'adminManual.adminManual') {
  const { t } = useTranslation()
  return {
    title: t(`${prefix}.title`),
    lead: t(`${prefix}.lead`),
    search: t(`${prefix}.search`),
    searchPlaceholder: t(`${prefix}.searchPlaceholder`),
  }
}

/** /admin/help: common tasks and frequent questions (docs/admin-help). */
export function AdminHelpPage() {
  const { locale, articles } = useHelpPage('/admin/help')
  const texts = useTexts('adminManual.help')
  return (
    <AdminShell>
      <HelpView key={locale} articles={articles} texts={texts} />
    </AdminShell>
  )
}

/** /admin/manual/adminManual: the administrator manual (docs/manual). */
export function AdminManualPage() {
  const { locale, articles } = useHelpPage('/admin/manual/adminManual')
  const texts = useTexts('adminManual.adminManual')
  return (
    <AdminShell>
      <HelpView key={locale} articles={articles} texts={texts} />
    </AdminShell>
  )
}

/**
 * /admin/manual: the manuals — links to the administrator manual and help, then the user manual
 * (docs/help, what tenant users read at /help: an administrator's session cannot open /help).
 */
export function ManualIndexPage() {
  const { t } = useTranslation()
  const { locale, articles, chapters } = useHelpPage('/admin/manual')
  const texts = {
    ...useTexts('adminManual.userManual'),
    title: t('adminManual.index.title'),
    lead: t('adminManual.index.lead'),
  }
  const intro = (
    <>
      <ul className={css.cards}>
        <li className={css.card}>
          <h2 className={css.cardHeading}>
            <Link to="/admin/manual/adminManual">{t('adminManual.index.adminManual')}</Link>
          </h2>
          <p className={css.lead}>{t('adminManual.index.adminManualDescription')}</p>
          <ol
            className={css.chapters}
            aria-label={t('adminManual.index.chapters', { count: chapters.length })}
          >
            {chapters.map((chapter) => (
              <li key={chapter.slug}>
                <Link to="/admin/manual/adminManual" hash={`help-${chapter.slug}`}>
                  {chapter.title}
                </Link>
              </li>
            ))}
          </ol>
        </li>
        <li className={css.card}>
          <h2 className={css.cardHeading}>
            <Link to="/admin/help">{t('adminManual.index.adminHelp')}</Link>
          </h2>
          <p className={css.lead}>{t('adminManual.index.adminHelpDescription')}</p>
        </li>
      </ul>
      <h2 className={css.sectionHeading}>{t('adminManual.userManual.title')}</h2>
      <p className={css.lead}>{t('adminManual.userManual.lead')}</p>
    </>
  )
  return (
    <AdminShell>
      <HelpView key={locale} articles={articles} texts={texts} intro={intro} />
    </AdminShell>
  )
}
