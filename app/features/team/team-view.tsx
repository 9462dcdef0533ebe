/** /team as the signed-in member sees it: managers get the controls, members a read-only view. */
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card/card'
import { pageHeading } from '../../ui/page/page-heading.css'
import { TenantMaskingCard } from '../pii-masking/tenant-masking-card'
import { InvitationList } from './invitation-list'
import { InviteForm } from './invite-form'
import { MembersTable } from './members-table'
import * as css from './team.css'
import type { TeamPageData } from './team.functions'
import type { TeamActions } from './team-actions'
import { TeamList } from './team-list'
import { type TenantDataApis, TenantDataSection } from './tenant-data-section'

export function TeamView({
  page,
  actions,
  dataApis,
}: {
  page: TeamPageData
  actions: TeamActions
  /** The owner's data section (export, retention); none: not shown. */
  dataApis?: TenantDataApis
}) {
  const { t } = useTranslation()
  const usage =
    page.plan.maxUsers === null
      ? t('team.usageUnlimited', {
          members: page.plan.members,
          pending: page.plan.pending,
          plan: page.plan.name,
        })
      : t('team.usage', { members: page.plan.members, max: page.plan.maxUsers, pending: page.plan.pending })
  return (
    <div className={css.page}>
      <h1 className={pageHeading}>{t('team.title')}</h1>
      <p className={css.muted} data-testid="team-usage">
        {usage}
      </p>
      {!page.canManage && (
        <p className={css.muted} data-testid="team-read-only">
          {t('team.readOnly')}
        </p>
      )}
      {/* The member table takes the page's whole width: in a two-thirds column at 1280 px its
          action buttons were cut off (issue 14). */}
      <Card title={t('team.members.heading')} headingLevel={2}>
        <MembersTable page={page} actions={actions} />
      </Card>
      <div className={css.layout}>
        <div className={css.column}>{page.canManage && <InviteForm page={page} actions={actions} />}</div>
        <div className={css.column}>
          <TeamList page={page} actions={actions} />
          {page.canManage && <InvitationList page={page} actions={actions} />}
        </div>
      </div>
      {page.me.role === 'owner' && dataApis && <TenantDataSection apis={dataApis} />}
      {page.me.role === 'owner' && dataApis?.masking && <TenantMaskingCard api={dataApis.masking} />}
    </div>
  )
}
