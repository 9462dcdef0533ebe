import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import type { ImproveCandidate } from '../../server/admin/catalogue/faq-improve.server'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { ReportTable } from '../../ui/data-table/counts-table'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Select } from '../../ui/select/select'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, catalogueQuery, failureText } from './catalogue-api'
import { FaqDraftDialog } from './faq-draft-dialog'
import {
  DEFAULT_IMPROVE_DAYS,
  IMPROVE_RANGE_DAYS,
  type ImproveRangeDays,
  improveRangeDays,
} from './faq-improve-range.shared'

const candidateId = (row: ImproveCandidate) =>
  `${row.kind}:${row.tenantId}:${row.kind === 'downvote' ? row.messageId : row.question}`

/**
 * The questions an FAQ chat's users asked that it could not answer, and its replies they rated
 * bad, in every tenant: each can become an FAQ entry through a draft (faq-draft-dialog.tsx).
 */
export function FaqImprovePanel({ api, chatId }: { api: CatalogueApi; chatId: string }) {
  const { t, i18n } = useTranslation()
  const time = useFormatTime()
  const [days, setDays] = useState<ImproveRangeDays>(DEFAULT_IMPROVE_DAYS)
  const [drafting, setDrafting] = useState<ImproveCandidate | null>(null)
  const query = useQuery(catalogueQuery(api, 'faq.improve', { chatId, days }))
  const result = query.data
  const rows = result?.ok ? result.data.candidates : EMPTY

  const columns = useMemo(() => {
    const column = dataTableColumns<ImproveCandidate>()
    return column.columns([
      column.display({
        id: 'kind',
        header: t('adminCatalogue.faq.improve.kind'),
        cell: (info) => {
          const row = info.row.original
          if (row.kind === 'downvote') {
            return (
              <div className={css.cellStack}>
                <Badge tone="error">{t('adminCatalogue.faq.improve.downvote')}</Badge>
                {row.reason && <span className={css.muted}>{t(`chat.feedback.reasons.${row.reason}`)}</span>}
              </div>
            )
          }
          return (
            <div className={css.cellStack}>
              <Badge tone="warning">{t('adminCatalogue.faq.improve.unanswered', { count: row.count })}</Badge>
              {row.answeredNow && <Badge tone="success">{t('adminCatalogue.faq.improve.answeredNow')}</Badge>}
            </div>
          )
        },
      }),
      column.accessor('question', {
        header: t('adminCatalogue.faq.improve.question'),
        cell: (info) => {
          const row = info.row.original
          return (
            <div className={css.cellStack}>
              <span className={css.clamp}>{row.question}</span>
              {row.kind === 'downvote' && (
                <>
                  <span className={`${css.clamp} ${css.muted}`}>
                    {t('adminCatalogue.faq.improve.reply', { answer: row.answer })}
                  </span>
                  {row.comment && (
                    <span className={css.muted}>
                      {t('adminCatalogue.faq.improve.comment', { comment: row.comment })}
                    </span>
                  )}
                </>
              )}
            </div>
          )
        },
      }),
      column.accessor('tenantName', { header: t('adminCatalogue.faq.improve.tenant') }),
      column.accessor('at', {
        header: t('adminCatalogue.faq.improve.at'),
        cell: (info) => time.dateTime(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: t('adminCatalogue.actions'),
        cell: (info) => (
          <Button
            size="small"
            variant="secondary"
            aria-label={t('adminCatalogue.faq.improve.makeEntryFor', {
              question: info.row.original.question,
            })}
            onClick={() => setDrafting(info.row.original)}
          >
            {t('adminCatalogue.faq.improve.makeEntry')}
          </Button>
        ),
      }),
    ])
  }, [t, time])

  return (
    <div className={css.section}>
      <h3 className={css.subheading}>{t('adminCatalogue.faq.improve.heading')}</h3>
      <p className={css.lead}>{t('adminCatalogue.faq.improve.lead')}</p>
      <div className={css.toolbar}>
        <Select
          label={t('adminCatalogue.faq.improve.range')}
          options={IMPROVE_RANGE_DAYS.map((value) => ({
            value: String(value),
            label: t('adminCatalogue.faq.improve.days', { days: value }),
          }))}
          value={String(days)}
          onValueChange={(value) => setDays(improveRangeDays(value))}
        />
      </div>
      <FormAlert>{result && !result.ok ? failureText(result, i18n.language).form : undefined}</FormAlert>
      <ReportTable
        rows={rows}
        caption={t('adminCatalogue.faq.improve.caption')}
        columns={columns}
        getRowId={candidateId}
        empty={t('adminCatalogue.faq.improve.empty')}
      />
      <FaqDraftDialog api={api} chatId={chatId} candidate={drafting} onClose={() => setDrafting(null)} />
    </div>
  )
}

const EMPTY: ImproveCandidate[] = []
