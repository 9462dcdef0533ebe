/**
 * Deleting a tenant from its detail dialog, in two steps: what will go (counted by the server),
 * then the tenant's slug typed again (the server checks it too). Its ledger stays as a deleted
 * tenant's statement.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { ActionDialog } from '../admin-shell/action-dialog'
import { FormMessage, useAdminForm } from '../admin-users/admin-form'
import * as css from './admin-tenants.css'
import type { DeletionPreview, TenantDeletionApi } from './tenant-lifecycle-api'

type Step = 'closed' | 'review' | 'confirm'

const COUNTED: (keyof DeletionPreview['counts'])[] = [
  'members',
  'teams',
  'invitations',
  'threads',
  'messages',
  'feedback',
  'knowledgeBases',
  'documents',
  'ledgerEntries',
  'purchases',
  'usageEvents',
  'domains',
  'exports',
]

export function TenantDeletion({
  tenant,
  api,
  onDeleted,
}: {
  tenant: { slug: string; name: string }
  api: TenantDeletionApi
  /** After the deletion: the detail closes. */
  onDeleted: () => void
}) {
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>('closed')
  return (
    <section className={css.section} aria-labelledby="tenant-delete-heading" data-testid="tenant-deletion">
      <h3 id="tenant-delete-heading" className={css.sectionHeading}>
        {t('adminTenantLifecycle.danger.heading')}
      </h3>
      <p className={css.muted}>{t('adminTenantLifecycle.danger.lead')}</p>
      <div className={css.actions}>
        <Button size="small" variant="danger" onClick={() => setStep('review')}>
          {t('adminTenantLifecycle.danger.delete')}
        </Button>
      </div>
      <ReviewStep
        open={step === 'review'}
        tenant={tenant}
        api={api}
        onClose={() => setStep('closed')}
        onNext={() => setStep('confirm')}
      />
      <ConfirmStep
        open={step === 'confirm'}
        tenant={tenant}
        api={api}
        onClose={() => setStep('closed')}
        onDeleted={onDeleted}
      />
    </section>
  )
}

function ReviewStep({
  open,
  tenant,
  api,
  onClose,
  onNext,
}: {
  open: boolean
  tenant: { name: string }
  api: TenantDeletionApi
  onClose: () => void
  onNext: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const preview = useQuery({ queryKey: api.key, queryFn: () => api.preview(), enabled: open, staleTime: 0 })
  const data = preview.data?.ok ? preview.data.data : undefined
  const number = (value: number) => formatNumber(value, locale)
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t('adminTenantLifecycle.step1.title', { name: tenant.name })}
      description={t('adminTenantLifecycle.step1.description')}
      action={{
        variant: 'danger',
        disabled: !data,
        onClick: onNext,
        children: t('adminTenantLifecycle.step1.next'),
      }}
    >
      {!data ? (
        <p className={css.muted}>{t('adminTenantLifecycle.step1.loading')}</p>
      ) : (
        <div className={css.formGrid} data-testid="deletion-preview">
          <dl className={css.summary}>
            {COUNTED.map((name) => (
              <div key={name} className={css.countRow}>
                <dt className={css.term}>{t(`adminTenantLifecycle.counts.${name}`)}</dt>
                <dd className={`${css.definition} ${css.numeric}`} data-testid={`deletion-count-${name}`}>
                  {number(data.counts[name])}
                </dd>
              </div>
            ))}
          </dl>
          <p className={css.muted}>
            {t('adminTenantLifecycle.step1.balance', { balance: number(data.balance) })}
          </p>
        </div>
      )}
      <FormMessage text={preview.data && !preview.data.ok ? preview.data.message[locale] : undefined} />
    </ActionDialog>
  )
}

function ConfirmStep({
  open,
  tenant,
  api,
  onClose,
  onDeleted,
}: {
  open: boolean
  tenant: { slug: string; name: string }
  api: TenantDeletionApi
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const form = useAdminForm()
  const [typed, setTyped] = useState('')
  const close = () => {
    setTyped('')
    form.reset()
    onClose()
  }
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    await form.submit(
      () => api.remove(typed),
      async () => {
        snackbar.show({
          message: t('adminTenantLifecycle.step2.deleted', { name: tenant.name }),
          tone: 'success',
        })
        close()
        onDeleted()
        await Promise.all(
          ['admin-tenants', 'admin-tenant-archives', 'admin-overview', 'admin-audit'].map((key) =>
            queryClient.invalidateQueries({ queryKey: [key] }),
          ),
        )
      },
    )
  }
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={t('adminTenantLifecycle.step2.title')}
      description={t('adminTenantLifecycle.step2.description', { slug: tenant.slug })}
      action={{
        variant: 'danger',
        loading: form.busy,
        disabled: typed.trim() !== tenant.slug,
        onClick: () => void submit(),
        children: t('adminTenantLifecycle.step2.confirm'),
      }}
    >
      <form noValidate className={css.formGrid} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('adminTenantLifecycle.step2.label')}
          name="confirmSlug"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onValueChange={setTyped}
        />
        <FormMessage text={form.message} />
      </form>
    </ActionDialog>
  )
}
