import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminChatRow } from '../../server/admin/catalogue/admin-chats.server'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { OptionFilter } from '../admin-shell/choice-filter'
import { RowActions } from '../admin-shell/row-actions'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, catalogueQuery } from './catalogue-api'
import { CatalogueDeleteDialog, CatalogueList } from './catalogue-list'
import {
  type ChatConsole,
  type ChatEditing,
  ChatFormDialog,
  CONSOLE_KINDS,
  KIND_PATH,
} from './chat-form-dialog'
import { ChatTenantsDialog } from './chat-tenants-dialog'
import { useCatalogueAction, useServerList } from './use-catalogue'

const NONE = 'none'

export interface ChatsViewProps {
  api: CatalogueApi
  console: ChatConsole
  /** FAQ chats: opens the chat's entries. */
  onOpenEntries?: (chat: AdminChatRow) => void
  /** Below the list (the FAQ panel). */
  children?: ReactNode
}

/** The chat list of /admin/customchats (custom and ops) and /admin/faqchats: filters, paging and sorting on the server. */
export function ChatsView({ api, console, onOpenEntries, children }: ChatsViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const act = useCatalogueAction(api)
  // Each filter: undefined is "all".
  const [kind, setKind] = useState<string>()
  const [category, setCategory] = useState<string>()
  const [enabled, setEnabled] = useState<string>()
  const list = useServerList(api, 'chats.list', {
    console,
    ...(kind && { kind }),
    ...(category && { category }),
    ...(enabled && { enabled: enabled === 'yes' }),
  })
  const categories = useQuery(catalogueQuery(api, 'categories.options'))
  const [editing, setEditing] = useState<ChatEditing | null>(null)
  const [tenantsOf, setTenantsOf] = useState<AdminChatRow | null>(null)
  const [deleting, setDeleting] = useState<AdminChatRow | null>(null)
  const kinds = CONSOLE_KINDS[console]
  const isFaq = console === 'faqchats'

  const columns = useMemo(() => {
    const column = dataTableColumns<AdminChatRow>()
    return column.columns([
      ...(kinds.length > 1
        ? [
            column.accessor('kind', {
              header: t('adminCatalogue.chats.kind'),
              cell: (info) => t(`adminCatalogue.chats.kinds.${info.getValue()}`),
            }),
          ]
        : []),
      column.accessor('keyword', {
        header: t('adminCatalogue.chats.keyword'),
        cell: (info) => (
          <span className={css.cellStack}>
            {info.getValue()}
            <span className={css.muted}>
              /{KIND_PATH[info.row.original.kind]}/{info.getValue()}
            </span>
          </span>
        ),
      }),
      column.accessor('name', { header: t('adminCatalogue.chats.name') }),
      column.accessor('categoryName', {
        header: t('adminCatalogue.chats.category'),
        cell: (info) => info.getValue() ?? t('adminCatalogue.none'),
      }),
      column.accessor('enabled', {
        header: t('adminCatalogue.chats.status'),
        cell: (info) =>
          t(info.getValue() ? 'adminCatalogue.chats.statusEnabled' : 'adminCatalogue.chats.statusDisabled'),
      }),
      ...(isFaq
        ? [
            column.accessor('entryCount', {
              header: t('adminCatalogue.chats.entryCount'),
              cell: (info) => formatNumber(info.getValue(), locale),
            }),
          ]
        : []),
      column.accessor('tenantCount', {
        header: t('adminCatalogue.chats.tenantCount'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.accessor('satisfaction', {
        header: t('adminCatalogue.chats.satisfaction'),
        cell: (info) => {
          const chat = info.row.original
          const value = info.getValue()
          if (value === null) return t('adminCatalogue.chats.noRatings')
          return (
            <span data-testid="chat-satisfaction">
              {`${formatNumber(Math.round(value * 100), locale)}%`}
              <br />
              <small>
                {t('adminCatalogue.chats.votes', {
                  up: formatNumber(chat.upVotes, locale),
                  down: formatNumber(chat.downVotes, locale),
                })}
              </small>
            </span>
          )
        },
      }),
      column.display({
        id: 'actions',
        header: t('adminCatalogue.actions'),
        cell: (info) => {
          const chat = info.row.original
          return (
            <RowActions
              row={chat.name}
              className={css.actions}
              actions={[
                onOpenEntries && {
                  label: t('adminCatalogue.chats.faqOpen'),
                  onClick: () => onOpenEntries(chat),
                },
                {
                  label: t('adminCatalogue.edit'),
                  variant: 'secondary',
                  onClick: () => setEditing({ mode: 'edit', row: chat }),
                },
                {
                  label: t('adminCatalogue.chats.tenants'),
                  variant: 'secondary',
                  onClick: () => setTenantsOf(chat),
                },
                { label: t('adminCatalogue.delete'), variant: 'danger', onClick: () => setDeleting(chat) },
              ]}
            />
          )
        },
      }),
    ])
  }, [t, locale, kinds.length, isFaq, onOpenEntries])

  const filter = (set: (value: string | undefined) => void) => (value: string | undefined) => {
    set(value)
    list.firstPage()
  }
  const categoryOptions = categories.data?.ok ? categories.data.data : []
  return (
    <div className={css.page}>
      <h1 className={css.heading}>
        {t(isFaq ? 'adminCatalogue.chats.faqTitle' : 'adminCatalogue.chats.customTitle')}
      </h1>
      <p className={css.lead}>
        {t(isFaq ? 'adminCatalogue.chats.faqLead' : 'adminCatalogue.chats.customLead')}
      </p>
      <CatalogueList
        list={list}
        rows={list.page?.rows}
        filters={
          <>
            {kinds.length > 1 && (
              <OptionFilter
                label={t('adminCatalogue.chats.filterKind')}
                allLabel={t('adminCatalogue.all')}
                options={kinds.map((value) => ({ value, label: t(`adminCatalogue.chats.kinds.${value}`) }))}
                value={kind}
                onChange={filter(setKind)}
              />
            )}
            <OptionFilter
              label={t('adminCatalogue.chats.filterCategory')}
              allLabel={t('adminCatalogue.all')}
              options={[
                { value: NONE, label: t('adminCatalogue.none') },
                ...categoryOptions.map((option) => ({ value: option.id, label: option.name })),
              ]}
              value={category}
              onChange={filter(setCategory)}
            />
            <OptionFilter
              label={t('adminCatalogue.chats.filterEnabled')}
              allLabel={t('adminCatalogue.all')}
              options={[
                { value: 'yes', label: t('adminCatalogue.chats.statusEnabled') },
                { value: 'no', label: t('adminCatalogue.chats.statusDisabled') },
              ]}
              value={enabled}
              onChange={filter(setEnabled)}
            />
          </>
        }
        addLabel={t('adminCatalogue.chats.add')}
        onAdd={() => setEditing({ mode: 'create' })}
        caption={t('adminCatalogue.chats.caption')}
        columns={columns}
        getRowId={(row) => row.id}
        empty={t('adminCatalogue.chats.empty')}
      />
      {children}
      <ChatFormDialog api={api} console={console} editing={editing} onClose={() => setEditing(null)} />
      <ChatTenantsDialog api={api} console={console} chat={tenantsOf} onClose={() => setTenantsOf(null)} />
      <CatalogueDeleteDialog
        row={deleting}
        title={t('adminCatalogue.chats.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('adminCatalogue.chats.deleteHelp')}
        run={(chat) => act('chats.delete', { console, id: chat.id })}
        done={(data) =>
          data.result === 'archived'
            ? t('adminCatalogue.chats.archived', { count: data.threads })
            : t('adminCatalogue.chats.deleted')
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
