/**
 * The owner's card on /team (ADR 035): the CIDR ranges the organisation may be used from, and how
 * long its members' sessions last. The server checks everything and words its refusals; a list
 * that leaves out the owner's own address is saved only after the owner confirms it in a dialog
 * naming that address (409 `would_lock_out`).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import { FormMessage, useAdminForm } from '../admin-users/admin-form'
import { type ApiResult, callApi } from '../team/team-api-client'
import * as css from './tenant-access.css'

export interface AccessView {
  ipAllowList: string[]
  sessionLifetimeHours: number | null
  sessionIdleMinutes: number | null
  /** The address the server sees this owner at; null when it cannot tell. */
  currentAddress: string | null
}

export interface TenantAccessApi {
  key: readonly unknown[]
  load(): Promise<ApiResult<AccessView>>
  save(input: Record<string, unknown>): Promise<ApiResult<AccessView>>
}

export const ownAccessApi: TenantAccessApi = {
  key: ['tenant-access'],
  load: () => callApi('GET', '/api/tenant/access'),
  save: (input) => callApi('PUT', '/api/tenant/access', input),
}

export function TenantAccessSection({ api }: { api: TenantAccessApi }) {
  const { t } = useTranslation()
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const view = query.data?.ok ? query.data.data : undefined
  return (
    <Card title={t('networkAccess.heading')} headingLevel={2} description={t('networkAccess.description')}>
      <div data-testid="tenant-access">
        {view && <AccessForm key={JSON.stringify(view)} api={api} view={view} />}
      </div>
    </Card>
  )
}

/** Empty: null (the default); digits: the number; anything else as typed, for the server to refuse. */
function limitValue(text: string): unknown {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

function AccessForm({ api, view }: { api: TenantAccessApi; view: AccessView }) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const form = useAdminForm()
  const [list, setList] = useState(view.ipAllowList.join('\n'))
  const [lifetime, setLifetime] = useState(view.sessionLifetimeHours?.toString() ?? '')
  const [idle, setIdle] = useState(view.sessionIdleMinutes?.toString() ?? '')
  const [confirming, setConfirming] = useState(false)
  const address = view.currentAddress ?? t('networkAccess.unknownAddress')
  const input = (confirmLockOut: boolean) => ({
    ipAllowList: list
      .split(/[\n,]/)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    sessionLifetimeHours: limitValue(lifetime),
    sessionIdleMinutes: limitValue(idle),
    ...(confirmLockOut ? { confirmLockOut: true } : {}),
  })
  const saved = (data: AccessView) => {
    queryClient.setQueryData(api.key, { ok: true, data })
    snackbar.show({ message: t('networkAccess.saved'), tone: 'success' })
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await api.save(input(false))
    if (!result.ok && result.status === 409) {
      form.reset()
      setConfirming(true)
      return
    }
    await form.submit(() => Promise.resolve(result), saved)
  }
  const confirmLockOut = async () => {
    const result = await api.save(input(true))
    if (!result.ok) return inLanguage(result.message, i18n.language)
    // This address may use nothing of the organisation any more: the page says so.
    window.location.reload()
    return undefined
  }
  return (
    <form noValidate className={css.form} onSubmit={(event) => void submit(event)}>
      <Textarea
        label={t('networkAccess.list')}
        description={t('networkAccess.listHelp')}
        name="ipAllowList"
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        value={list}
        onValueChange={setList}
        error={form.error('ipAllowList')}
      />
      <p className={css.address} data-testid="current-address">
        {t('networkAccess.yourAddress', { address })}
      </p>
      <div className={css.limits}>
        <TextField
          label={t('networkAccess.lifetime')}
          description={t('networkAccess.lifetimeHelp')}
          name="sessionLifetimeHours"
          inputMode="numeric"
          value={lifetime}
          onValueChange={setLifetime}
          error={form.error('sessionLifetimeHours')}
        />
        <TextField
          label={t('networkAccess.idle')}
          description={t('networkAccess.idleHelp')}
          name="sessionIdleMinutes"
          inputMode="numeric"
          value={idle}
          onValueChange={setIdle}
          error={form.error('sessionIdleMinutes')}
        />
      </div>
      <FormMessage text={form.message} />
      <div>
        <Button type="submit" size="small" loading={form.busy}>
          {t('networkAccess.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('networkAccess.lockOut.title')}
        description={t('networkAccess.lockOut.description', { address })}
        confirmLabel={t('networkAccess.lockOut.confirm')}
        confirmVariant="danger"
        onConfirm={confirmLockOut}
      />
    </form>
  )
}
