// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { Locale } from '../../i18n/locale'
import { renderUi } from '../testing/render'
import { useAppForm } from './form'
import { CheckboxField, SelectField } from './form-choice-fields'

afterEach(cleanup)

const schema = z.object({
  email: z.email('validation.email'),
  password: z.string().min(8, 'validation.minLength'),
  nickname: z.string().refine((value) => value !== 'admin', 'その名前は使えません。'),
  plan: z.string().min(1, 'validation.choose'),
  terms: z.boolean().refine(Boolean, 'validation.accept'),
})
type Values = z.infer<typeof schema>

const defaultValues: Values = { email: '', password: '', nickname: '', plan: '', terms: false }

function SignUp({ onSubmit }: { onSubmit: (values: Values) => Promise<void> | void }) {
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="email">
          {(field) => <field.TextInputField label="メールアドレス" type="email" />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextInputField label="パスワード" type="password" />}
        </form.AppField>
        <form.AppField name="nickname">
          {(field) => <field.TextInputField label="ニックネーム" />}
        </form.AppField>
        <form.AppField name="plan">
          {() => (
            <SelectField
              label="プラン"
              options={[
                { value: 'free', label: 'フリー' },
                { value: 'pro', label: 'プロ' },
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="terms">{() => <CheckboxField label="規約に同意する" />}</form.AppField>
        <form.SubmitButton>登録</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

function setup(locale: Locale = 'ja') {
  const onSubmit = vi.fn<(values: Values) => void>()
  renderUi(<SignUp onSubmit={onSubmit} />, { locale })
  return { onSubmit, user: userEvent.setup() }
}

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent ?? null

describe('form fields (TanStack Form + zod)', () => {
  it('shows no error while a field is being typed, and one once it is left', async () => {
    const { user } = setup()
    const email = screen.getByRole('textbox', { name: 'メールアドレス' })
    await user.type(email, 'not-an-address')
    expect(email.hasAttribute('aria-invalid')).toBe(false)
    await user.tab()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(email)).toBe('メールアドレスの形式で入力してください。')
    await user.clear(email)
    await user.type(email, 'a@example.com')
    expect(email.hasAttribute('aria-invalid')).toBe(false)
  })

  it('on an invalid submit: translated errors with their values, focus on the first, no onSubmit', async () => {
    const { user, onSubmit } = setup()
    await user.type(screen.getByLabelText('パスワード'), 'short')
    await user.type(screen.getByRole('textbox', { name: 'ニックネーム' }), 'admin')
    await user.click(screen.getByRole('button', { name: '登録' }))
    const email = screen.getByRole('textbox', { name: 'メールアドレス' })
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(errorOf(email)).toBe('メールアドレスの形式で入力してください。')
    expect(errorOf(screen.getByLabelText('パスワード'))).toBe('8文字以上で入力してください。')
    // A message that is not a translation key is shown as written.
    expect(errorOf(screen.getByRole('textbox', { name: 'ニックネーム' }))).toBe('その名前は使えません。')
    const plan = screen.getByRole('combobox', { name: 'プラン' })
    expect(errorOf(plan)).toBe('選択してください。')
    expect(plan.textContent).toContain('選択してください')
    expect(errorOf(screen.getByRole('checkbox', { name: '規約に同意する' }))).toBe('同意が必要です。')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits the typed values once they are valid', async () => {
    const { user, onSubmit } = setup()
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'a@example.com')
    await user.type(screen.getByLabelText('パスワード'), 'long enough')
    await user.type(screen.getByRole('textbox', { name: 'ニックネーム' }), 'たろう')
    screen.getByRole('combobox', { name: 'プラン' }).focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(screen.getByRole('checkbox', { name: '規約に同意する' }))
    await user.click(screen.getByRole('button', { name: '登録' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'a@example.com',
      password: 'long enough',
      nickname: 'たろう',
      plan: 'pro',
      terms: true,
    })
  })

  it('speaks English in the en locale', async () => {
    const { user } = setup('en')
    await user.click(screen.getByRole('button', { name: '登録' }))
    expect(errorOf(screen.getByLabelText('パスワード'))).toBe('Enter at least 8 characters.')
    expect(errorOf(screen.getByRole('checkbox', { name: '規約に同意する' }))).toBe('You must accept this.')
  })
})
