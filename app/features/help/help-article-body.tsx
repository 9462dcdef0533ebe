import { useTranslation } from 'react-i18next'
import { markdown } from '../chat/markdown/chat-markdown.css'
import { CodeBlock } from '../chat/markdown/code-block'
import { chatMarkdownEn, chatMarkdownJa } from '../chat/markdown/markdown.messages'
import * as css from './help.css'
import type { HelpBlock } from './help-payload.shared'

/**
 * An article's body as the build rendered it (help-prerender.tsx, ADR 046): its markup as is, and
 * its code blocks with the chat's copy button. No Markdown renderer runs here, on either side.
 */
export function HelpArticleBody({ blocks }: { blocks: HelpBlock[] }) {
  const { i18n } = useTranslation()
  const messages = i18n.language?.startsWith('en') ? chatMarkdownEn : chatMarkdownJa
  return (
    <div className={`${markdown} ${css.articleBody}`}>
      {blocks.map((block, index) =>
        block.kind === 'html' ? (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: an article's blocks never move
            key={index}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's fixed renderer wrote it (escaped text, safe links only; help-prerender.tsx), and the brand's name goes in escaped (withProductName)
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        ) : (
          <CodeBlock
            // biome-ignore lint/suspicious/noArrayIndexKey: an article's blocks never move
            key={index}
            code={block.code}
            language={block.language}
            messages={messages}
          />
        ),
      )}
    </div>
  )
}
