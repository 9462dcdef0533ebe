import { useTranslation } from 'react-i18next'
import type { GrantHistoryQuery, GrantHistoryRow } from '../../server/admin/tokens/admin-grants.server'
import * as listCss from '../admin-shell/admin-list.css'
import type { GrantHistorySearch } from './admin-tokens.functions'
import { GrantForm, type GrantFormProps } from './grant-form'
import { GrantHistory } from './grant-history'

export interface AdminTokensViewProps {
  history: { rows: GrantHistoryRow[]; total: number; query: GrantHistoryQuery }
  onSearchChange: (search: GrantHistorySearch) => void
  onGrant: GrantFormProps['onGrant']
  newSubmissionId?: GrantFormProps['newSubmissionId']
}

/** /admin/additionalTokens: grant a tenant tokens with a reason; every tenant's grants below. */
export function AdminTokensView({ history, onSearchChange, onGrant, newSubmissionId }: AdminTokensViewProps) {
  const { t } = useTranslation()
  return (
    <div className={listCss.page}>
      <h1 className={listCss.heading}>{t('adminTokens.title')}</h1>
      <p className={listCss.lead}>{t('adminTokens.lead')}</p>
      <GrantForm onGrant={onGrant} newSubmissionId={newSubmissionId} />
      <GrantHistory
        rows={history.rows}
        total={history.total}
        query={history.query}
        onSearchChange={onSearchChange}
      />
    </div>
  )
}
