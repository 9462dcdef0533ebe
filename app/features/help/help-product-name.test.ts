import { describe, expect, it } from 'vitest'
import { withProductName } from './help-product-name'

const article = {
  slug: 'getting-started',
  title: '{{product}} とは',
  text: '{{product}} は AI チャットです。',
  blocks: [
    { kind: 'html' as const, html: '<p>{{product}} は <strong>AI</strong> チャットです。</p>' },
    { kind: 'code' as const, code: 'echo {{product}}', language: 'sh' },
  ],
}

describe('the brand’s name in a help article', () => {
  it('stands for {{product}} in the title, the search text, the markup and the code', () => {
    const branded = withProductName(article, 'ヒラメキAI')
    expect(branded.title).toBe('ヒラメキAI とは')
    expect(branded.text).toBe('ヒラメキAI は AI チャットです。')
    expect(branded.blocks).toEqual([
      { kind: 'html', html: '<p>ヒラメキAI は <strong>AI</strong> チャットです。</p>' },
      { kind: 'code', code: 'echo ヒラメキAI', language: 'sh' },
    ])
  })

  it('goes into the markup escaped: a name is the tenant’s text, never markup', () => {
    const branded = withProductName(article, `<img src=x onerror="alert('x')"> & Co`)
    expect(branded.blocks[0]).toEqual({
      kind: 'html',
      html: '<p>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co は <strong>AI</strong> チャットです。</p>',
    })
    expect(branded.title).toBe(`<img src=x onerror="alert('x')"> & Co とは`)
  })
})
