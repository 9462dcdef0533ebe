import { describe, expect, it } from 'vitest'
import { HELP_PAYLOADS } from '../help/help-docs.fixtures'
import type { HelpPagePath } from '../help/help-payload.shared'
import { filterHelpArticles } from '../help/help-search'

// What the build writes for the pages (help-prerender.tsx), from the real docs/.
const articlesOf = (page: HelpPagePath) => ({
  ja: HELP_PAYLOADS[page].ja.articles,
  en: HELP_PAYLOADS[page].en.articles,
})
const ADMIN_MANUAL_ARTICLES = articlesOf('/admin/manual/adminManual')
const ADMIN_HELP_ARTICLES = articlesOf('/admin/help')

describe.each([
  ['the administrator manual', ADMIN_MANUAL_ARTICLES],
  ['the administrator help', ADMIN_HELP_ARTICLES],
])('%s', (_, articles) => {
  it('has the same chapters in Japanese and English, each titled and not empty', () => {
    expect(articles.ja.length).toBeGreaterThan(1)
    expect(articles.en.map((article) => article.slug)).toEqual(articles.ja.map((article) => article.slug))
    for (const article of [...articles.ja, ...articles.en]) {
      expect(article.title).not.toBe(article.slug)
      expect(article.text.length).toBeGreaterThan(200)
    }
  })
})

describe('searching the administrator manual', () => {
  it('finds Japanese terms, in katakana or hiragana, and English ones', () => {
    const maintenance = filterHelpArticles(ADMIN_MANUAL_ARTICLES.ja, 'メンテナンス お知らせ')
    expect(maintenance.map((article) => article.slug)).toContain('system-settings')
    expect(filterHelpArticles(ADMIN_MANUAL_ARTICLES.ja, 'どめいん').map((article) => article.slug)).toContain(
      'tenants-and-users',
    )
    expect(filterHelpArticles(ADMIN_MANUAL_ARTICLES.en, 'write-only').map((article) => article.slug)).toEqual(
      ['plans-and-applications', 'system-settings'],
    )
    expect(filterHelpArticles(ADMIN_MANUAL_ARTICLES.ja, 'ぬぬぬ')).toEqual([])
  })

  it('documents every console area and its CLI equivalents', () => {
    const text = ADMIN_MANUAL_ARTICLES.ja.map((article) => article.text).join('\n')
    for (const term of [
      'テナント',
      'ユーザー',
      'プラン',
      'アプリケーション',
      'FAQ',
      '追加トークン',
      '購入トークン',
      '利用状況',
      'システム設定',
    ]) {
      expect(text).toContain(term)
    }
    for (const command of [
      'opsai tenants create',
      'opsai domains map',
      'opsai tokens grant',
      'opsai apps update',
      'opsai seed catalogue',
    ]) {
      expect(text).toContain(command)
    }
  })
})
