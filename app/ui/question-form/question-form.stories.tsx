import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { QuestionForm, type QuestionFormProps } from './question-form'

function StatefulQuestionForm(props: Omit<QuestionFormProps, 'question' | 'onQuestionChange' | 'onSubmit'>) {
  const [question, setQuestion] = useState('返品の期限は何日ですか？')
  return <QuestionForm {...props} question={question} onQuestionChange={setQuestion} onSubmit={() => {}} />
}

const meta = {
  title: 'UI/QuestionForm',
  component: StatefulQuestionForm,
  args: { label: '質問', submitLabel: '検索する' },
} satisfies Meta<typeof StatefulQuestionForm>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Busy: Story = { args: { busy: true } }
export const Refused: Story = { args: { error: '質問を入力してください。' } }
export const English: Story = { args: { label: 'Question', submitLabel: 'Search' } }
