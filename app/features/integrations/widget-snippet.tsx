import { useState } from 'react'
import { useLocalTexts } from '../../i18n/local-texts'
import { Button } from '../../ui/button/button'
import * as css from './widgets.css'
import { widgetsTexts } from './widgets.messages'
import type { WidgetView } from './widgets.shared'

/** The widget's embed code with a copy button; without a tenant host, why there is none. */
export function WidgetSnippet({ widget }: { widget: Pick<WidgetView, 'snippet'> }) {
  const texts = useLocalTexts(widgetsTexts)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  if (!widget.snippet) return <p className={css.muted}>{texts.noHost}</p>
  const snippet = widget.snippet
  const label = copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : texts.copy
  return (
    <figure className={css.snippetFigure}>
      <figcaption className={css.muted}>
        {texts.snippet}: {texts.snippetHelp}
      </figcaption>
      <div className={css.snippet}>
        <pre className={css.code} data-testid="widget-snippet">
          {snippet}
        </pre>
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() => {
            navigator.clipboard
              ?.writeText(snippet)
              .then(() => setCopy('copied'))
              .catch(() => setCopy('failed'))
          }}
        >
          <span aria-live="polite">{label}</span>
        </Button>
      </div>
    </figure>
  )
}
