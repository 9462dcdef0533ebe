/**
 * `{{product}}` in the help speaks of the product by the brand's name (docs/help). Its own module:
 * the help pages use it, the route loaders (first-load code) do not.
 */
import type { HelpArticle } from './help-payload.shared'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * `{{product}}` in an article becomes the brand's name. The name is the tenant's text: in the
 * prerendered markup it goes in escaped, like every other text of the page.
 */
export function withProductName(article: HelpArticle, product: string): HelpArticle {
  const plain = (text: string) => text.replaceAll('{{product}}', product)
  const escaped = product.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
  return {
    ...article,
    title: plain(article.title),
    text: plain(article.text),
    blocks: article.blocks.map((block) =>
      block.kind === 'html'
        ? { ...block, html: block.html.replaceAll('{{product}}', escaped) }
        : { ...block, code: plain(block.code) },
    ),
  }
}
