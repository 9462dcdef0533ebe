import type { Meta, StoryObj } from '@storybook/react-vite'
import { z } from 'zod'
import { useSnackbar } from '../snackbar/snackbar'
import { useAppForm } from './form'
import { CheckboxField, SelectField } from './form-choice-fields'

const schema = z.object({
  email: z.email('validation.email'),
  password: z.string().min(8, 'validation.minLength'),
  question: z.string().max(200, 'validation.maxLength'),
  plan: z.string().min(1, 'validation.choose'),
  terms: z.boolean().refine(Boolean, 'validation.accept'),
})

function SignUpForm({ initial }: { initial: z.infer<typeof schema> }) {
  const snackbar = useSnackbar()
  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      snackbar.show({ message: `${value.email} で登録しました。`, tone: 'success' })
    },
  })
  return (
    <div style={{ maxWidth: 420 }}>
      <form.AppForm>
        <form.Form>
          <form.AppField name="email">
            {(field) => (
              <field.TextInputField label="メールアドレス" type="email" required autoComplete="email" />
            )}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.TextInputField label="パスワード" type="password" required description="8 文字以上" />
            )}
          </form.AppField>
          <form.AppField name="question">
            {(field) => <field.TextareaField label="ご質問（任意）" />}
          </form.AppField>
          <form.AppField name="plan">
            {() => (
              <SelectField
                label="プラン"
                required
                options={[
                  { value: 'free', label: 'フリー' },
                  { value: 'standard', label: 'スタンダード' },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="terms">
            {() => <CheckboxField label="利用規約に同意する" required />}
          </form.AppField>
          <form.SubmitButton>登録する</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </div>
  )
}

const meta = {
  title: 'UI/Form',
  component: SignUpForm,
  args: { initial: { email: '', password: '', question: '', plan: '', terms: false } },
} satisfies Meta<typeof SignUpForm>

export default meta
type Story = StoryObj<typeof meta>

/** Submit it empty to see every error, translated, and focus moving to the first one. */
export const Empty: Story = {}
export const Filled: Story = {
  args: {
    initial: {
      email: 'taro@example.com',
      password: 'correct horse',
      question: '',
      plan: 'free',
      terms: true,
    },
  },
}
