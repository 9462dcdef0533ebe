/**
 * `/integrations` (issue 20): where owners and admins connect the organisation's chats to other
 * tools: API keys, chat widgets and webhooks. A plain vertical list of sections, one per kind of integration; members see a clear
 * "owners and admins only" state (the APIs refuse them too).
 */
import { mdiLockOutline } from '@mdi/js'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { tenantRoleQuery } from '../shell/tenant-role.functions'
import { TenantShell } from '../shell/tenant-shell'
import { ApiKeysSection, ownApiKeysApi } from './api-keys-section'
import * as css from './integrations.css'
import { ownWebhooksApi, WebhooksSection } from './webhooks-section'
import { ownWidgetsApi, WidgetsSection } from './widgets-section'

export function IntegrationsPage() {
  const { t } = useTranslation()
  const role = useQuery(tenantRoleQuery).data
  const manages = role === 'owner' || role === 'admin'
  return (
    <TenantShell>
      <div className={css.page}>
        <h1 className={css.heading}>{t('integrations.title')}</h1>
        {role === undefined ? null : manages ? (
          <>
            <p className={css.lead}>{t('integrations.lead')}</p>
            <div className={css.sections}>
              <ApiKeysSection api={ownApiKeysApi} />
              <WidgetsSection api={ownWidgetsApi} />
              <WebhooksSection api={ownWebhooksApi} />
            </div>
          </>
        ) : (
          <EmptyState
            icon={mdiLockOutline}
            title={t('integrations.forbiddenTitle')}
            description={t('integrations.forbiddenDescription')}
          />
        )}
      </div>
    </TenantShell>
  )
}
