/**
 * A monthly credit cap on /team (issue 18): what a member (or a team's members together) spent
 * this month against it, and the dialog owners and admins change it in. The server checks the
 * value again and enforces the cap where credits are reserved.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { JAPAN_TIME_ZONE, japanMidnight } from '../../lib/japan-day.shared'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './team.css'
import type { TeamPageData } from './team.functions'
import { type TeamActions, useBilingual } from './team-actions'

type Quota = NonNullable<TeamPageData['members'][number]['quota']>

/** "1,200 / 5,000 credits" against a cap, or what was spent with no cap. */
export function QuotaSummary({ quota }: { quota: Quota }) {
  const { t } = useTranslation()
  const over = quota.monthlyCredits !== null && quota.committed >= quota.monthlyCredits
  return (
    <span
      className={css.quotaSummary}
      data-testid="quota-summary"
      data-cap={quota.monthlyCredits ?? ''}
      data-committed={quota.committed}
      data-over={over}
    >
      {quota.monthlyCredits === null
        ? t('team.quota.noCap', { committed: quota.committed.toLocaleString() })
        : t('team.quota.ofCap', {
            committed: quota.committed.toLocaleString(),
            cap: quota.monthlyCredits.toLocaleString(),
          })}
    </span>
  )
}

/** The typed cap as the API takes it: a number when it reads as one, else the text for the server to refuse. */
function typedCap(text: string): number | string {
  const trimmed = text.trim()
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed
}

export function QuotaDialog({
  name,
  quota,
  resetsOn,
  save,
}: {
  /** Whose cap: a member's or a team's name. */
  name: string
  quota: Quota
  resetsOn: string
  save: (monthlyCredits: number | string | null) => ReturnType<TeamActions['setMemberQuota']>
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const [open, setOpen] = useState(false)
  const [capped, setCapped] = useState(quota.monthlyCredits !== null)
  const [text, setText] = useState(String(quota.monthlyCredits ?? ''))
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const formId = `quota-form-${name}`
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (capped && !text.trim()) {
      setError(t('team.quota.required'))
      return
    }
    setBusy(true)
    const result = await save(capped ? typedCap(text) : null)
    setBusy(false)
    if (!result.ok) {
      setError(pick(result.fieldErrors.monthlyCredits ?? result.message))
      return
    }
    setOpen(false)
    snackbar.show({ message: t('team.quota.saved', { name }), tone: 'success' })
  }
  return (
    <Dialog
      title={t('team.quota.title', { name })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setCapped(quota.monthlyCredits !== null)
        setText(String(quota.monthlyCredits ?? ''))
        setError(undefined)
      }}
      trigger={
        <Button size="small" variant="secondary">
          {t('team.quota.edit')}
        </Button>
      }
      footer={
        <DialogFooter>
          <Button type="submit" form={formId} loading={busy}>
            {t('team.quota.save')}
          </Button>
        </DialogFooter>
      }
    >
      <form id={formId} noValidate className={css.quotaForm} onSubmit={(event) => void submit(event)}>
        <p className={css.muted}>
          {t('team.quota.explain', {
            committed: quota.committed.toLocaleString(),
            resetsOn: formatDate(japanMidnight(resetsOn), locale, {
              style: 'long',
              timeZone: JAPAN_TIME_ZONE,
            }),
          })}
        </p>
        <Checkbox
          label={t('team.quota.capped')}
          checked={capped}
          onCheckedChange={(on) => setCapped(on === true)}
        />
        {capped && (
          <TextField
            label={t('team.quota.amount')}
            name="monthlyCredits"
            inputMode="numeric"
            value={text}
            onValueChange={setText}
            error={error}
          />
        )}
        {!capped && <FormAlert>{error}</FormAlert>}
      </form>
    </Dialog>
  )
}
