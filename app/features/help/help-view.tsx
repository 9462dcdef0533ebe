import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pageHeading, pageLead } from '../../ui/page/page-heading.css'
import { TextField } from '../../ui/text-field/text-field'
import { useBrand } from '../branding/use-brand'
import * as css from './help.css'
import { HelpArticleBody } from './help-article-body'
import type { HelpArticle } from './help-payload.shared'
import { withProductName } from './help-product-name'
import { filterHelpArticles } from './help-search'

export interface HelpViewTexts {
  title: string
  lead: string
  search: string
  searchPlaceholder: string
}

/**
 * The help articles of one language with a search box and a table of contents. The search filters
 * the articles (and the contents with them) as you type; the articles come prerendered by the
 * build (ADR 046) with the chat renderer's safety rules (no raw HTML, safe links only).
 */
export function HelpView({
  articles,
  initialQuery = '',
  texts,
  intro,
}: {
  articles: HelpArticle[]
  initialQuery?: string
  /** Another set of articles' own heading and search labels (the console's help and manuals). */
  texts?: HelpViewTexts
  /** Shown under the lead, above the search (links to related manuals). */
  intro?: ReactNode
}) {
  const { t } = useTranslation()
  // The help speaks of the product by the brand's name: `{{product}}` in docs/help.
  const { name: product } = useBrand()
  const branded = useMemo(
    () => articles.map((article) => withProductName(article, product)),
    [articles, product],
  )
  const [query, setQuery] = useState(initialQuery)
  const deferred = useDeferredValue(query)
  const shown = filterHelpArticles(branded, deferred)
  const tocId = useId()
  const anchor = (article: HelpArticle) => `help-${article.slug}`
  return (
    <div className={css.page}>
      <h1 className={pageHeading}>{texts?.title ?? t('help.title')}</h1>
      <p className={pageLead}>{texts?.lead ?? t('help.lead', { product })}</p>
      {intro}
      <search>
        <TextField
          label={texts?.search ?? t('help.search')}
          type="search"
          placeholder={texts?.searchPlaceholder ?? t('help.searchPlaceholder')}
          value={query}
          onValueChange={setQuery}
          data-testid="help-search"
        />
      </search>
      <p className={css.muted} role="status" aria-live="polite">
        {deferred.trim() &&
          (shown.length > 0
            ? t('help.results', { count: shown.length })
            : t('help.noResults', { query: deferred.trim() }))}
      </p>
      <div className={css.layout}>
        <nav className={css.toc} aria-labelledby={tocId}>
          <h2 id={tocId} className={css.tocHeading}>
            {t('help.contents')}
          </h2>
          <ol className={css.tocList}>
            {shown.map((article) => (
              <li key={article.slug}>
                <a href={`#${anchor(article)}`}>{article.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={css.articles}>
          {shown.map((article) => (
            <article
              key={article.slug}
              id={anchor(article)}
              className={css.article}
              data-testid="help-article"
            >
              <h2 className={css.articleTitle}>{article.title}</h2>
              <HelpArticleBody blocks={article.blocks} />
            </article>
          ))}
        </div>
      </div>
    </div>
  )
}
