/**
 * How the knowledge screens word sizes, formats, statuses and passage locations, in the
 * reader's language: `const say = useKnowledgeFormat()` then `say.size(bytes)`.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { ChunkGroupKey, ChunkLocation } from './chunk-location.shared'

const KB = 1024
const MB = KB * 1024
const GB = MB * 1024

const FORMATS = ['pdf', 'docx', 'xlsx', 'csv', 'pptx', 'txt', 'md', 'html'] as const
type KnownFormat = (typeof FORMATS)[number]
const isKnownFormat = (format: string): format is KnownFormat => FORMATS.some((known) => known === format)

export const DOCUMENT_STATUS_TONES = {
  queued: 'neutral',
  processing: 'info',
  ready: 'success',
  failed: 'error',
} as const

export type DocumentStatusName = keyof typeof DOCUMENT_STATUS_TONES

export function useKnowledgeFormat() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return useMemo(() => {
    const number = (value: number, digits = 0) =>
      formatNumber(value, locale, { maximumFractionDigits: digits })
    const size = (bytes: number) => {
      if (bytes < KB) return t('knowledge.size.bytes', { value: number(bytes) })
      if (bytes < MB) return t('knowledge.size.kb', { value: number(bytes / KB, 1) })
      if (bytes < GB) return t('knowledge.size.mb', { value: number(bytes / MB, 1) })
      return t('knowledge.size.gb', { value: number(bytes / GB, 2) })
    }
    const format = (value: string) => t(`knowledge.format.${isKnownFormat(value) ? value : 'unknown'}`)
    const status = (value: DocumentStatusName) => t(`knowledge.documents.status.${value}`)
    /** Where a passage sits beyond its page: sheet rows, heading path (less what `shown` already says). */
    const place = (location: ChunkLocation, shown?: ChunkGroupKey) =>
      [
        location.sheet === undefined || shown?.kind === 'sheet'
          ? undefined
          : t('knowledge.viewer.sheet', { sheet: location.sheet }),
        location.rows
          ? t('knowledge.viewer.rows', { from: location.rows[0], to: location.rows[1] })
          : undefined,
        location.headings?.length && shown?.kind !== 'headings' ? location.headings.join(' › ') : undefined,
      ]
        .filter(Boolean)
        .join(' · ')
    const group = (key: ChunkGroupKey) => {
      if (key.kind === 'page') return t('knowledge.viewer.page', { page: key.page })
      if (key.kind === 'slide') return t('knowledge.viewer.slide', { slide: key.slide })
      if (key.kind === 'sheet') return t('knowledge.viewer.sheet', { sheet: key.sheet })
      if (key.kind === 'headings') return key.path.join(' › ')
      return t('knowledge.viewer.body')
    }
    // Scores are 0..1 shares (retrieval.server.ts): three decimals read the same in both languages.
    const score = (value: number) => value.toFixed(3)
    return { number, size, format, status, place, group, score }
  }, [t, locale])
}
