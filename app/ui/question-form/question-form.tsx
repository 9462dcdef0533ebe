/**
 * A question and its "run" button on one row: the retrieval test boxes of the FAQ console and the
 * knowledge screens. Enter submits; the field shows the refusal under it.
 */
import { mdiMagnify } from '@mdi/js'
import { Button } from '../button/button'
import { TextField } from '../text-field/text-field'
import * as css from './question-form.css'

export interface QuestionFormProps {
  label: string
  submitLabel: string
  question: string
  onQuestionChange: (question: string) => void
  onSubmit: () => void
  error?: string
  busy?: boolean
  maxLength?: number
}

export function QuestionForm({
  label,
  submitLabel,
  question,
  onQuestionChange,
  onSubmit,
  error,
  busy,
  maxLength,
}: QuestionFormProps) {
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <TextField
        className={css.field}
        label={label}
        value={question}
        onValueChange={onQuestionChange}
        error={error}
        maxLength={maxLength}
      />
      <Button type="submit" icon={mdiMagnify} loading={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
