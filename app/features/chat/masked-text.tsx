/**
 * A user's message with the spans masked before the model marked (ADR 034), and the note under
 * it that says what was masked: "送信前にマスクしました: メールアドレス 1件". A message stored masked
 * shows its placeholders marked the same way.
 */
import { mdiShieldLockOutline } from '@mdi/js'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../ui/icon/icon'
import { countMaskedKinds, type MaskedSpan, PLACEHOLDERS } from '../pii-masking/masking.shared'
import * as css from './masked-text.css'

type Segment = { at: number; text: string; span?: MaskedSpan }

function segmentsOf(content: string, spans: readonly MaskedSpan[]): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const span of spans) {
    if (span.start < at || span.end > content.length) continue
    if (span.start > at) segments.push({ at, text: content.slice(at, span.start) })
    segments.push({ at: span.start, text: content.slice(span.start, span.end), span })
    at = span.end
  }
  if (at < content.length) segments.push({ at, text: content.slice(at) })
  return segments
}

/** The text, each masked span in a `<mark>` titled with its kind. */
export function MaskedContent({ content, spans }: { content: string; spans: readonly MaskedSpan[] }) {
  const { t } = useTranslation()
  if (spans.length === 0) return <>{content}</>
  return (
    <>
      {segmentsOf(content, spans).map((segment) =>
        segment.span ? (
          <mark
            key={segment.at}
            className={css.masked}
            data-mask-kind={segment.span.kind}
            title={t('piiMasking.spanTitle', { kind: t(`piiMasking.kinds.${segment.span.kind}`) })}
          >
            {segment.text}
          </mark>
        ) : (
          <Fragment key={segment.at}>{segment.text}</Fragment>
        ),
      )}
    </>
  )
}

/** What was masked, counted by kind; nothing when nothing was. */
export function MaskedNote({ content, spans }: { content: string; spans: readonly MaskedSpan[] }) {
  const { t } = useTranslation()
  if (spans.length === 0) return null
  const counts = countMaskedKinds(spans)
    .map(({ kind, count }) => t(`piiMasking.counts.${kind}`, { count }))
    .join(t('piiMasking.countSeparator'))
  // Stored masked: every span is its placeholder.
  const storedMasked = spans.every((span) => content.slice(span.start, span.end) === PLACEHOLDERS[span.kind])
  return (
    <p className={css.note} data-testid="masked-note">
      <Icon path={mdiShieldLockOutline} className={css.noteIcon} />
      <span>{t(storedMasked ? 'piiMasking.noteStored' : 'piiMasking.note', { counts })}</span>
    </p>
  )
}
