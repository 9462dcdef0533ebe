import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCredits } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { formatInstant } from '../../i18n/time'
import type { TenantDetail, TenantFormOptions } from '../../server/admin/tenants/admin-tenants.server'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { focusRing } from '../../ui/styles.css'
import { ActionDialog } from '../admin-shell/action-dialog'
import {
  adminTenantBrandApi,
  type TenantBrandApi,
  TenantBrandSection,
} from '../branding/tenant-brand-section'
import { adminSamlApi, type TenantSamlApi, TenantSamlSection } from '../saml-settings/tenant-saml-section'
import { adminExportsApi, type TenantExportsApi } from '../team/tenant-data-api'
import { TenantExportsPanel } from '../team/tenant-exports-panel'
import * as css from './admin-tenants.css'
import { type AdminTenantActions, type TenantFormValues, useBilingual } from './admin-tenants-actions'
import { SmallTableHead } from './small-table-head'
import { TenantDeletion } from './tenant-deletion'
import { TenantDomains } from './tenant-domains'
import { TenantFormDialog } from './tenant-form-dialog'
import { adminDeletionApi, type TenantDeletionApi } from './tenant-lifecycle-api'
import { TenantStatusBadge } from './tenant-status-badge'

export interface TenantDetailDialogProps {
  /** The slug in `?tenant=`; null: closed. */
  slug: string | null
  detail: TenantDetail | null
  /** The detail is still being fetched (not "not found"). */
  loading?: boolean
  options: TenantFormOptions
  actions: AdminTenantActions
  onClose: () => void
  /** The tenant brand section's calls (default: the console's JSON API). */
  brandApi?: TenantBrandApi
  /** The export and deletion sections' calls (default: the console's JSON API). */
  exportsApi?: TenantExportsApi
  deletionApi?: TenantDeletionApi
  /** The SAML section's calls (default: the console's JSON API). */
  samlApi?: TenantSamlApi
}

/** One tenant in a dialog: summary, edit, suspend/resume, balance, domains, members, ledger, audit. */
export function TenantDetailDialog({
  slug,
  detail,
  loading,
  options,
  actions,
  onClose,
  brandApi,
  exportsApi,
  deletionApi,
  samlApi,
}: TenantDetailDialogProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const pick = useBilingual()
  const [editing, setEditing] = useState(false)
  const [confirmingStatus, setConfirmingStatus] = useState(false)
  const [statusError, setStatusError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const title = detail ? t('adminTenants.detail.title', { name: detail.name }) : (slug ?? '')
  const editValues: TenantFormValues | null = detail && {
    slug: detail.slug,
    name: detail.name,
    applicationKey: detail.applicationKey,
    planId: detail.planId,
    themeKey: detail.themeKey ?? '',
    ownerEmail: '',
    ownerPassword: '',
  }
  const nextStatus = detail?.status === 'suspended' ? 'active' : 'suspended'
  const changeStatus = async () => {
    if (!detail) return
    setBusy(true)
    const result = await actions.setStatus(detail.slug, nextStatus)
    setBusy(false)
    if (result.ok) {
      setStatusError(undefined)
      setConfirmingStatus(false)
    } else setStatusError(pick(result.message))
  }
  const dateTime = (value: string) => formatInstant(value)

  return (
    <Dialog open={slug !== null} onOpenChange={(open) => !open && onClose()} size="large" title={title}>
      {!detail && loading ? (
        <p className={css.muted}>{t('common.loading')}</p>
      ) : !detail ? (
        <p role="alert" className={css.errorText}>
          {t('adminTenants.detail.notFound', { slug })}
        </p>
      ) : (
        <div className={css.dialogBody} data-testid="tenant-detail">
          <section className={css.section} aria-labelledby="tenant-summary-heading">
            <h3 id="tenant-summary-heading" className={css.sectionHeading}>
              {t('adminTenants.detail.summary')}
            </h3>
            <dl className={css.summary}>
              <dt className={css.term}>{t('adminTenants.detail.slug')}</dt>
              <dd className={`${css.definition} ${css.mono}`}>{detail.slug}</dd>
              <dt className={css.term}>{t('adminTenants.columns.status')}</dt>
              <dd className={css.definition}>
                <TenantStatusBadge status={detail.status} />
              </dd>
              <dt className={css.term}>{t('adminTenants.detail.application')}</dt>
              <dd className={css.definition}>{detail.applicationKey}</dd>
              <dt className={css.term}>{t('adminTenants.detail.plan')}</dt>
              <dd className={css.definition}>{detail.planId}</dd>
              <dt className={css.term}>{t('adminTenants.detail.theme')}</dt>
              <dd className={css.definition}>
                {detail.themeKey ??
                  t('adminTenants.detail.themeFollows', { theme: detail.effectiveThemeKey })}
              </dd>
              <dt className={css.term}>{t('adminTenants.detail.createdAt')}</dt>
              <dd className={css.definition}>{dateTime(detail.createdAt)}</dd>
            </dl>
            <div className={css.actions}>
              <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                {t('adminTenants.detail.edit')}
              </Button>
              <Button
                size="small"
                variant={nextStatus === 'suspended' ? 'danger' : 'primary'}
                onClick={() => setConfirmingStatus(true)}
              >
                {t(nextStatus === 'suspended' ? 'adminTenants.detail.suspend' : 'adminTenants.detail.resume')}
              </Button>
            </div>
          </section>

          <section className={css.section} aria-labelledby="tenant-balance-heading">
            <h3 id="tenant-balance-heading" className={css.sectionHeading}>
              {t('adminTenants.detail.balance')}
            </h3>
            <div className={css.balanceRow}>
              {(
                [
                  ['balanceNow', detail.tokens.balance],
                  ['reserved', detail.tokens.reserved],
                  ['available', detail.tokens.available],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className={css.cellStack}>
                  <span className={css.muted}>{t(`adminTenants.detail.${key}`)}</span>
                  <span className={css.balanceValue} data-testid={`tenant-${key}`} data-value={value}>
                    {formatCredits(value, locale)}
                  </span>
                </div>
              ))}
            </div>
          </section>

          <TenantDomains
            tenant={detail}
            themes={options.themes}
            onMap={(values) => actions.mapDomain(detail.slug, values)}
            onUnmap={(hostname) => actions.unmapDomain(detail.slug, hostname)}
          />

          <TenantBrandSection api={brandApi ?? adminTenantBrandApi(detail.id)} canEdit />
          <TenantExportsPanel api={exportsApi ?? adminExportsApi(detail.id)} />
          <TenantSamlSection api={samlApi ?? adminSamlApi(detail.id)} headingLevel={3} />

          <SmallTable
            heading={t('adminTenants.detail.members')}
            empty={t('adminTenants.detail.noMembers')}
            headers={[
              t('adminTenants.detail.memberEmail'),
              t('adminTenants.detail.memberName'),
              t('adminTenants.detail.memberRole'),
            ]}
            rows={detail.members.map((member) => [
              member.email,
              member.name,
              t(`adminTenants.detail.roles.${member.role}`),
            ])}
          />
          <SmallTable
            heading={t('adminTenants.detail.ledger')}
            empty={t('adminTenants.detail.noLedger')}
            headers={[
              t('adminTenants.detail.ledgerAt'),
              t('adminTenants.detail.ledgerKind'),
              t('adminTenants.detail.ledgerAmount'),
              t('adminTenants.detail.ledgerBalance'),
              t('adminTenants.detail.ledgerActor'),
              t('adminTenants.detail.ledgerReason'),
            ]}
            rows={detail.ledger.map((entry) => [
              dateTime(entry.createdAt),
              t(`adminTenants.detail.kinds.${entry.kind}`),
              `${entry.amount > 0 ? '+' : ''}${formatCredits(entry.amount, locale)}`,
              formatCredits(entry.balanceAfter, locale),
              entry.actor,
              entry.reason ?? '',
            ])}
          />
          <SmallTable
            heading={t('adminTenants.detail.audit')}
            empty={t('adminTenants.detail.noAudit')}
            headers={[
              t('adminAudit.at'),
              t('adminAudit.actor'),
              t('adminAudit.action'),
              t('adminAudit.target'),
            ]}
            rows={detail.audit.map((row) => [dateTime(row.at), row.actor, row.action, row.target ?? ''])}
          />
          <Link to="/admin" search={{ tenant: detail.slug }} hash="audit-log">
            {t('adminTenants.detail.auditAll')}
          </Link>
          <TenantDeletion
            tenant={detail}
            api={deletionApi ?? adminDeletionApi(detail.id)}
            onDeleted={onClose}
          />

          {editValues && (
            <TenantFormDialog
              mode="edit"
              open={editing}
              onOpenChange={setEditing}
              initial={editValues}
              tenantName={detail.name}
              options={options}
              initialChoices={{ application: detail.applicationChoice, plan: detail.planChoice }}
              searchChoices={actions.searchChoices}
              onSubmit={(values) => actions.update(detail.slug, values)}
            />
          )}
          <ActionDialog
            open={confirmingStatus}
            onClose={() => {
              setConfirmingStatus(false)
              setStatusError(undefined)
            }}
            size="small"
            title={t(
              nextStatus === 'suspended'
                ? 'adminTenants.detail.suspendTitle'
                : 'adminTenants.detail.resumeTitle',
              { name: detail.name },
            )}
            description={t(
              nextStatus === 'suspended'
                ? 'adminTenants.detail.suspendBody'
                : 'adminTenants.detail.resumeBody',
            )}
            action={{
              variant: nextStatus === 'suspended' ? 'danger' : 'primary',
              loading: busy,
              onClick: () => void changeStatus(),
              children: t(
                nextStatus === 'suspended' ? 'adminTenants.detail.suspend' : 'adminTenants.detail.resume',
              ),
            }}
          >
            <FormAlert>{statusError}</FormAlert>
          </ActionDialog>
        </div>
      )}
    </Dialog>
  )
}

/** A short read-only table (a few rows: no paging or sorting). */
function SmallTable({
  heading,
  headers,
  rows,
  empty,
}: {
  heading: string
  headers: string[]
  rows: string[][]
  empty: string
}) {
  return (
    <section className={css.section}>
      <h3 className={css.sectionHeading}>{heading}</h3>
      {rows.length === 0 ? (
        <p className={css.muted}>{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a table wider than a phone scrolls by keys too (axe scrollable-region-focusable)
        <div role="group" className={`${css.scroll} ${focusRing}`} tabIndex={0} aria-label={heading}>
          <table className={css.smallTable} aria-label={heading}>
            <SmallTableHead headers={headers} />
            <tbody>
              {rows.map((row, index) => (
                // Rows have no id of their own here (members by e-mail, entries by position).
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in server order
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={headers[column]} className={css.smallCell}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
