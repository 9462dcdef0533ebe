// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { QuestionForm } from './question-form'

afterEach(cleanup)

describe('QuestionForm', () => {
  it('submits on Enter without reloading the page, and reports each keystroke', () => {
    const onSubmit = vi.fn()
    const onQuestionChange = vi.fn()
    renderUi(
      <QuestionForm
        label="質問"
        submitLabel="検索する"
        question="返品"
        onQuestionChange={onQuestionChange}
        onSubmit={onSubmit}
      />,
    )
    const field = screen.getByLabelText('質問')
    fireEvent.change(field, { target: { value: '返品の期限' } })
    expect(onQuestionChange).toHaveBeenCalledWith('返品の期限')
    const submitted = fireEvent.submit(field.closest('form') as HTMLFormElement)
    expect(submitted).toBe(false)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('shows the refusal under the field and tells assistive technology the field is invalid', () => {
    renderUi(
      <QuestionForm
        label="Question"
        submitLabel="Search"
        question=""
        onQuestionChange={() => {}}
        onSubmit={() => {}}
        error="Type a question."
      />,
    )
    const field = screen.getByLabelText('Question')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Type a question.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy()
  })
})
