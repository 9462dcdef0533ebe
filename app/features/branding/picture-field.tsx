import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import * as css from './brand-editor.css'

/**
 * One brand picture: what is shown now, a file picker that uploads at once, and a remove button.
 * The server judges the file by its bytes; its refusal comes back as `error`.
 */
export function PictureField({
  label,
  help,
  previewUrl,
  state,
  error,
  busy,
  onUpload,
  onRemove,
  testId,
}: {
  label: string
  help: string
  previewUrl: string | null
  /** What applies while nothing is uploaded (a wordmark, icons made from the logo). */
  state: string
  error: string | undefined
  busy: boolean
  onUpload: (file: File) => void
  onRemove: (() => void) | undefined
  testId: string
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className={css.picture} data-testid={testId}>
      <div className={css.pictureHead}>
        <label htmlFor={inputId} className={css.pictureLabel}>
          {label}
        </label>
        <p className={css.help}>{help}</p>
      </div>
      <div className={css.pictureBody}>
        <div className={css.thumb}>
          {previewUrl ? <img src={previewUrl} alt="" className={css.thumbImage} /> : <span>{state}</span>}
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/svg+xml,image/png"
          className={css.fileInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file) onUpload(file)
            event.currentTarget.value = ''
          }}
        />
        <Button size="small" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
          {t('branding.editor.choose')}
        </Button>
        {onRemove && (
          <Button size="small" variant="ghost" disabled={busy} onClick={onRemove}>
            {t('branding.editor.remove')}
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className={css.error}>
          {error}
        </p>
      )}
    </div>
  )
}
