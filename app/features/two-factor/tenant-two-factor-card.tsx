/**
 * /team, owners only: require two-factor authentication for every member (ADR 036), over
 * `GET/PUT /api/tenant/two-factor`. The server refuses to turn it on before the owner has enrolled
 * (409 `enrol_first`); the card says so first and links to the enrolment.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { Badge } from '../../ui/badge/badge'
import { Card } from '../../ui/card/card'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { type ApiResult, callApi } from '../team/team-api-client'
import * as css from './two-factor.css'
import { twoFactorTexts } from './two-factor.messages'
import { MEMBER_ENROLMENT_PATH } from './two-factor-paths.shared'

export interface TenantTwoFactorView {
  required: boolean
  ownerEnabled: boolean
  membersWithout: number
}

/** Where the card reads and changes the setting; stories and tests pass their own. */
export interface TenantTwoFactorApi {
  key: readonly unknown[]
  load(): Promise<ApiResult<TenantTwoFactorView>>
  save(body: { required: boolean }): Promise<ApiResult<TenantTwoFactorView>>
}

export const ownTwoFactorApi: TenantTwoFactorApi = {
  key: ['tenant-two-factor'],
  load: () => callApi('GET', '/api/tenant/two-factor'),
  save: (body) => callApi('PUT', '/api/tenant/two-factor', body),
}

export function TenantTwoFactorCard({ api = ownTwoFactorApi }: { api?: TenantTwoFactorApi }) {
  const texts = useLocalTexts(twoFactorTexts)
  const { i18n } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const view = query.data?.ok ? query.data.data : undefined

  const change = async (required: boolean) => {
    setError(undefined)
    setBusy(true)
    const result = await api.save({ required })
    setBusy(false)
    if (!result.ok) return setError(inLanguage(result.message, i18n.language))
    queryClient.setQueryData(api.key, result)
    snackbar.show({ message: texts.saved, tone: 'success' })
  }

  return (
    <Card title={texts.requireHeading} headingLevel={2} description={texts.requireHelp}>
      <div className={css.column} data-testid="tenant-two-factor">
        {view && (
          <>
            <p className={css.help}>
              <Badge tone={view.required ? 'success' : 'neutral'}>
                {view.required ? texts.requireOn : texts.requireOff}
              </Badge>{' '}
              {fill(texts.membersWithout, { count: view.membersWithout })}
            </p>
            {!view.ownerEnabled && !view.required && (
              <p className={css.notice}>
                {texts.ownerFirst} <a href={MEMBER_ENROLMENT_PATH}>{texts.setUp}</a>
              </p>
            )}
            {error && (
              <p role="alert" className={css.alert} data-testid="tenant-two-factor-error">
                {error}
              </p>
            )}
            <Checkbox
              label={texts.requireLabel}
              checked={view.required}
              disabled={busy}
              onCheckedChange={(checked) => void change(checked === true)}
            />
          </>
        )}
      </div>
    </Card>
  )
}
