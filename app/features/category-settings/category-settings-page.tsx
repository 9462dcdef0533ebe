/**
 * The page `/categorySetting` renders: the editor for owners and admins, a plain "no permission"
 * page for members. Kept apart from category-settings-route.ts so dnd-kit loads with this page's
 * chunk only, never with /login's first load.
 */

import { mdiLockOutline } from '@mdi/js'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { TenantShell } from '../shell/tenant-shell'
import type { CategoryLayoutInput } from './category-layout.shared'
import * as css from './category-settings.css'
import {
  type CategorySettingsChange,
  categorySettingsQuery,
  resetCategorySettingsFn,
  saveCategorySettingsFn,
} from './category-settings.functions'
import { CategorySettingsEditor } from './category-settings-editor'

export function CategorySettingsPage() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(categorySettingsQuery)
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  if (data.status === 'signed-out') return null

  const apply = async (run: () => Promise<CategorySettingsChange>, done: string) => {
    setSaving(true)
    setStatus(null)
    try {
      const result = await run()
      if (result.ok) {
        // The saved layout as the server now has it; the home page lists chats in this order too.
        await queryClient.invalidateQueries({ queryKey: categorySettingsQuery.queryKey })
        await queryClient.invalidateQueries({ queryKey: ['home'] })
        setStatus({ kind: 'success', text: done })
      } else {
        setStatus({ kind: 'error', text: inLanguage(result.messages, i18n.language) })
      }
    } catch {
      setStatus({ kind: 'error', text: t('errors.internalExplanation') })
    } finally {
      setSaving(false)
    }
  }

  return (
    <TenantShell>
      <div className={css.page}>
        <h1 className={css.heading}>{t('categorySettings.title')}</h1>
        {data.status === 'forbidden' ? (
          <EmptyState
            icon={mdiLockOutline}
            title={t('categorySettings.forbiddenTitle')}
            description={t('categorySettings.forbiddenDescription')}
          />
        ) : (
          <>
            <p className={css.muted}>{t('categorySettings.description')}</p>
            <CategorySettingsEditor
              layout={data.layout}
              saving={saving}
              status={status}
              onSave={(input: CategoryLayoutInput) =>
                void apply(() => saveCategorySettingsFn({ data: input }), t('categorySettings.saved'))
              }
              onReset={() => void apply(() => resetCategorySettingsFn(), t('categorySettings.resetDone'))}
            />
          </>
        )}
      </div>
    </TenantShell>
  )
}
