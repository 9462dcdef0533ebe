import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTime } from '../../i18n/time-zone'
import type { ApiTokenSummary } from '../../server/account/api-tokens.server'
import { Button } from '../../ui/button/button'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import * as css from './account.css'
import { AccountTable } from './account-table'

export interface ApiTokenListProps {
  tokens: ApiTokenSummary[]
  onRevoke: (token: ApiTokenSummary) => void
  busy?: boolean
}

/** The user's live API tokens: name, prefix, created, last used; each revocable after a confirmation. */
export function ApiTokenList({ tokens, onRevoke, busy }: ApiTokenListProps) {
  const { t } = useTranslation()
  const time = useFormatTime()
  if (tokens.length === 0) return <p className={css.muted}>{t('account.tokens.empty')}</p>
  const when = (value: string) => <time dateTime={value}>{time.dateTime(value)}</time>
  return (
    <AccountTable
      label={t('account.tokens.title')}
      testId="api-tokens"
      headers={(['name', 'prefix', 'created', 'lastUsed'] as const).map((key) => t(`account.tokens.${key}`))}
      actionHeader={t('account.tokens.revoke')}
    >
      {tokens.map((token) => (
        <tr key={token.id} data-token-name={token.name}>
          <td>{token.name}</td>
          <td className={css.mono}>{token.prefix}…</td>
          <td>{when(token.createdAt)}</td>
          <td>{token.lastUsedAt ? when(token.lastUsedAt) : t('account.tokens.never')}</td>
          <td>
            <Dialog
              title={t('account.tokens.revoke')}
              description={t('account.tokens.revokeConfirm', { name: token.name })}
              trigger={
                <Button size="small" variant="danger" disabled={busy}>
                  {t('account.tokens.revoke')}
                </Button>
              }
              footer={
                <>
                  <DialogClose>
                    <Button variant="secondary">{t('common.cancel')}</Button>
                  </DialogClose>
                  <DialogClose>
                    <Button variant="danger" onClick={() => onRevoke(token)}>
                      {t('account.tokens.revoke')}
                    </Button>
                  </DialogClose>
                </>
              }
            />
          </td>
        </tr>
      ))}
    </AccountTable>
  )
}

/** The new token, shown once, with a copy button. */
export function CreatedTokenNotice({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  return (
    <div className={css.form} style={{ maxWidth: 'none' }} role="status">
      <strong>{t('account.tokens.createdTitle')}</strong>
      <p className={css.alert}>{t('account.tokens.createdNotice')}</p>
      <code className={css.secret} data-testid="new-api-token">
        {token}
      </code>
      <div className={css.row}>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(() => setCopied(true))
          }}
        >
          {copied ? t('account.tokens.copied') : t('account.tokens.copy')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('account.tokens.done')}
        </Button>
      </div>
    </div>
  )
}
