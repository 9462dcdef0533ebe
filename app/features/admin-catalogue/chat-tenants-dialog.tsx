import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatTenantRow } from '../../server/admin/catalogue/admin-chat-tenants.server'
import type { AdminChatRow } from '../../server/admin/catalogue/admin-chats.server'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import { Dialog } from '../../ui/dialog/dialog'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, failureText } from './catalogue-api'
import type { ChatConsole } from './chat-form-dialog'
import { useCatalogueAction, useServerList } from './use-catalogue'

const EMPTY: ChatTenantRow[] = []

/** Which tenants have the chat enabled: searched and paged on the server, one checkbox per tenant. */
export function ChatTenantsDialog({
  api,
  console,
  chat,
  onClose,
}: {
  api: CatalogueApi
  console: ChatConsole
  chat: AdminChatRow | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={chat !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      size="large"
      title={t('adminCatalogue.chats.tenantsTitle', { name: chat?.name ?? '' })}
      description={t('adminCatalogue.chats.tenantsHelp')}
    >
      {chat && <TenantsTable api={api} console={console} chat={chat} />}
    </Dialog>
  )
}

function TenantsTable({
  api,
  console,
  chat,
}: {
  api: CatalogueApi
  console: ChatConsole
  chat: AdminChatRow
}) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const act = useCatalogueAction(api)
  const list = useServerList(api, 'chats.tenants', { console, chatId: chat.id })
  const columns = useMemo(() => {
    const column = dataTableColumns<ChatTenantRow>()
    return column.columns([
      column.accessor('enabled', {
        header: t('adminCatalogue.chats.enabled'),
        enableSorting: false,
        cell: (info) => {
          const tenant = info.row.original
          return (
            <Checkbox
              label={
                <span className={css.muted}>
                  {t('adminCatalogue.chats.tenantEnabled', { tenant: tenant.name })}
                </span>
              }
              checked={tenant.enabled}
              onCheckedChange={async (checked) => {
                const result = await act('chats.setTenant', {
                  console,
                  chatId: chat.id,
                  tenantId: tenant.tenantId,
                  enabled: checked === true,
                })
                if (!result.ok) {
                  snackbar.show({
                    message: failureText(result, i18n.language).form ?? t('adminCatalogue.failed'),
                    tone: 'error',
                  })
                }
              }}
            />
          )
        },
      }),
      column.accessor('name', {
        header: t('adminCatalogue.chats.tenants'),
        enableSorting: false,
        cell: (info) => (
          <span className={css.cellStack}>
            {info.getValue()}
            <span className={css.muted}>
              {info.row.original.slug}
              {info.row.original.status === 'suspended' && ` · ${t('adminCatalogue.chats.suspended')}`}
            </span>
          </span>
        ),
      }),
    ])
  }, [t, act, chat.id, console, snackbar, i18n.language])
  return (
    <div className={css.section}>
      <TextField
        type="search"
        label={t('adminCatalogue.search')}
        value={list.q}
        onValueChange={list.search}
      />
      <DataTable
        caption={t('adminCatalogue.chats.tenantsCaption')}
        hideCaption
        columns={columns}
        data={list.page?.rows ?? EMPTY}
        getRowId={(row) => row.tenantId}
        server={{ ...list.server, onSortingChange: undefined }}
        loading={list.loading}
      />
    </div>
  )
}
