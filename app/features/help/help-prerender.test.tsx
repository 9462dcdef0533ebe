import { describe, expect, it } from 'vitest'
import { parseHelpArticle } from './help-articles'
import { HELP_PAYLOADS } from './help-docs.fixtures'
import { plainText, renderHelpArticle } from './help-prerender'

function render(markdown: string, locale: 'ja' | 'en' = 'ja') {
  return renderHelpArticle(parseHelpArticle('ja/01-sample.md', `# 見出し\n\n${markdown}`), locale)
}

function html(markdown: string, locale: 'ja' | 'en' = 'ja') {
  return render(markdown, locale)
    .blocks.map((block) => (block.kind === 'html' ? block.html : ''))
    .join('')
}

describe('rendering a help article', () => {
  it('keeps slug and title and renders the body as markup', () => {
    const article = render('本文の **強調** です。\n\n## 節\n\n- 一\n- 二')
    expect(article).toMatchObject({ slug: 'sample', title: '見出し' })
    expect(article.blocks).toEqual([
      {
        kind: 'html',
        html: '<p>本文の <strong>強調</strong> です。</p>\n<h3>節</h3>\n<ul>\n<li>一</li>\n<li>二</li>\n</ul>',
      },
    ])
    expect(article.text).toBe('本文の 強調 です。\n節\n一\n二')
  })

  it('lifts top-level code blocks out, with their language, between the markup around them', () => {
    const article = render('前\n\n```sh\nopsai tenants list\n```\n\n後\n\n```\n<b>x</b>\n```')
    expect(article.blocks).toEqual([
      { kind: 'html', html: '<p>前</p>\n' },
      { kind: 'code', code: 'opsai tenants list', language: 'sh' },
      { kind: 'html', html: '\n<p>後</p>\n' },
      { kind: 'code', code: '<b>x</b>' },
    ])
    expect(article.text).toContain('opsai tenants list')
  })

  it('leaves a code block inside a list as plain, escaped markup', () => {
    expect(html('- 手順\n\n  ```\n  <b>x</b>\n  ```')).toContain(
      '<pre><code>&lt;b&gt;x&lt;/b&gt;\n</code></pre>',
    )
  })

  it('shows raw HTML as its text, and a forged code marker as text too', () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<template data-help-code="0"></template>',
    )
    expect(out).not.toMatch(/<script|<img|<template/)
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(render('<template data-help-code="0"></template>').blocks).toHaveLength(1)
  })

  it('keeps only safe links, opening in a new tab, and never loads an image', () => {
    expect(html('[site](https://example.com/a)')).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">site<span data-visually-hidden=""> (新しいタブで開きます)</span></a></p>',
    )
    expect(html('[x](javascript:alert(1)) [y](/relative)')).toBe('<p><span>x</span> <span>y</span></p>')
    expect(html('![cat](https://example.com/cat.png)', 'en')).toBe(
      '<p><a href="https://example.com/cat.png" target="_blank" rel="noopener noreferrer">[Image: cat]</a></p>',
    )
  })

  it('puts a table in a focusable, labelled scrolling region', () => {
    expect(html('| a | b |\n|---|---|\n| 1 | 2 |', 'en')).toMatch(
      /^<section data-table-scroll="" tabindex="0" aria-label="Table \(scrolls sideways\)"><table>/,
    )
  })
})

describe('plain text of a Markdown tree', () => {
  it('joins inline text and puts blocks on lines of their own', () => {
    expect(
      plainText({
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', value: 'a ' },
              { type: 'inlineCode', value: 'b' },
            ],
          },
          { type: 'code', value: 'c' },
        ],
      }),
    ).toBe('a b\nc')
  })
})

describe('the payloads of the real docs', () => {
  it('has every page, each with the same articles in Japanese and English, rendered', () => {
    expect(Object.keys(HELP_PAYLOADS).sort()).toEqual([
      '/admin/help',
      '/admin/manual',
      '/admin/manual/adminManual',
      '/help',
    ])
    for (const payload of Object.values(HELP_PAYLOADS)) {
      expect(payload.ja.articles.length).toBeGreaterThan(1)
      expect(payload.en.articles.map((a) => a.slug)).toEqual(payload.ja.articles.map((a) => a.slug))
      for (const article of [...payload.ja.articles, ...payload.en.articles]) {
        expect(article.title).not.toBe(article.slug)
        expect(article.blocks[0]).toMatchObject({ kind: 'html', html: expect.stringContaining('<p>') })
        expect(article.text.length).toBeGreaterThan(100)
      }
      for (const article of payload.ja.articles) expect(article.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      for (const article of payload.en.articles) expect(article.title).not.toMatch(/[\u3040-\u30ff]/)
    }
  })

  it('lists the manual’s chapters on the manuals’ index, beside the user manual', () => {
    const index = HELP_PAYLOADS['/admin/manual']
    const manual = HELP_PAYLOADS['/admin/manual/adminManual']
    expect(index.ja.articles).toEqual(HELP_PAYLOADS['/help'].ja.articles)
    expect(index.en.chapters).toEqual(manual.en.articles.map(({ slug, title }) => ({ slug, title })))
    expect(HELP_PAYLOADS['/help'].ja.chapters).toEqual([])
  })

  it('keeps the code blocks of the docs as blocks with a language', () => {
    const tokens = HELP_PAYLOADS['/help'].en.articles.find((a) => a.slug === 'account-and-api-tokens')
    expect(tokens?.blocks).toContainEqual(expect.objectContaining({ kind: 'code', language: 'sh' }))
  })
})
