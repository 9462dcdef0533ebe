import { describe, expect, it } from 'vitest'
import { articlesByLocale, parseHelpArticle } from './help-articles'
import { HELP_PAYLOADS } from './help-docs.fixtures'
import { renderHelpArticle } from './help-prerender'
import { filterHelpArticles, normaliseForSearch } from './help-search'

const sources = [
  parseHelpArticle(
    'ja/04-tokens-and-usage.md',
    '# トークンと利用状況\n\n残高は組織全体で共有されます。\n\n## 予約と精算\n\n本文',
  ),
  parseHelpArticle('ja/03-threads.md', '# スレッド\n\nスレッドの名前を変更できます。'),
]
/** As the payload has them: the search reads their plain text. */
const articles = sources.map((source) => renderHelpArticle(source, 'ja'))
const HELP_ARTICLES = { ja: HELP_PAYLOADS['/help'].ja.articles, en: HELP_PAYLOADS['/help'].en.articles }

describe('help articles', () => {
  it('takes the title from the first heading and demotes the sections under it', () => {
    expect(sources[0]).toMatchObject({ slug: 'tokens-and-usage', title: 'トークンと利用状況' })
    expect(sources[0]?.body).toContain('### 予約と精算')
    expect(sources[0]?.body).not.toContain('# トークン')
  })

  it('groups files by language in file-name order', () => {
    const grouped = articlesByLocale({
      '/docs/help/en/02-b.md': '# B',
      '/docs/help/en/01-a.md': '# A',
      '/docs/help/ja/01-a.md': '# エー',
      '/docs/help/README.md': '# ignored',
    })
    expect(grouped.en.map((a) => a.title)).toEqual(['A', 'B'])
    expect(grouped.ja.map((a) => a.title)).toEqual(['エー'])
  })

  it('prerenders the same topics in Japanese and English', () => {
    expect(HELP_ARTICLES.ja.length).toBeGreaterThanOrEqual(7)
    expect(HELP_ARTICLES.ja.map((a) => a.slug)).toEqual(HELP_ARTICLES.en.map((a) => a.slug))
    for (const article of HELP_ARTICLES.ja) expect(article.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

describe('help search', () => {
  it('finds Japanese substrings in titles and bodies, without word boundaries', () => {
    expect(filterHelpArticles(articles, '残高').map((a) => a.slug)).toEqual(['tokens-and-usage'])
    expect(filterHelpArticles(articles, '名前').map((a) => a.slug)).toEqual(['threads'])
    expect(filterHelpArticles(articles, 'スレッド').map((a) => a.slug)).toEqual(['threads'])
  })

  it('folds katakana, half-width and full-width forms, and case', () => {
    expect(normaliseForSearch('ﾄｰｸﾝ')).toBe(normaliseForSearch('トークン'))
    expect(normaliseForSearch('トークン')).toBe('とーくん')
    expect(normaliseForSearch('ＡＰＩ')).toBe('api')
    expect(filterHelpArticles(articles, 'とーくん').map((a) => a.slug)).toEqual(['tokens-and-usage'])
  })

  it('needs every term and shows everything for an empty query', () => {
    expect(filterHelpArticles(articles, '  ')).toHaveLength(2)
    expect(filterHelpArticles(articles, '残高 スレッド')).toHaveLength(0)
    expect(filterHelpArticles(articles, 'ない言葉')).toHaveLength(0)
  })

  it('searches the real help: API tokens are explained in both languages', () => {
    expect(filterHelpArticles(HELP_ARTICLES.ja, 'API トークン').map((a) => a.slug)).toContain(
      'account-and-api-tokens',
    )
    expect(filterHelpArticles(HELP_ARTICLES.en, 'api token').map((a) => a.slug)).toContain(
      'account-and-api-tokens',
    )
  })
})
