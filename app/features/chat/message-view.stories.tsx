import type { Meta, StoryObj } from '@storybook/react-vite'
import { maskedQuestion, storedMaskedQuestion } from '../pii-masking/masking.fixtures'
import { SAMPLE_REPLY, sampleMessage } from './chat-stories-data'
import { MessageView } from './message-view'
import { replyErrorOf } from './reply-error.shared'

const meta = {
  title: 'Chat/MessageView',
  component: MessageView,
  decorators: [
    (Story) => (
      <ol style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
        <Story />
      </ol>
    ),
  ],
  args: {
    faq: false,
    message: sampleMessage({ content: SAMPLE_REPLY, totalTokens: 182 }),
  },
} satisfies Meta<typeof MessageView>

export default meta
type Story = StoryObj<typeof meta>

export const Reply: Story = {}
export const Question: Story = {
  args: { message: sampleMessage({ role: 'user', content: '取引先に納期が1週間遅れることを\n謝罪したい' }) },
}
export const QuestionWithAttachments: Story = {
  args: {
    message: sampleMessage({
      role: 'user',
      content: '添付した就業規則で、有給休暇は何日もらえますか？',
      attachments: [
        { id: 'doc-1', name: '就業規則_2025年度版（改定案を含む最終確認用）.pdf', status: 'ready' },
        { id: 'doc-2', name: '勤怠集計.xlsx', status: 'processing' },
        { id: 'doc-3', name: 'scan.pdf', status: 'failed' },
      ],
    }),
  },
}
/** PII masked before the model (ADR 034): the spans marked, and what was masked counted. */
export const QuestionWithMaskedSpans: Story = {
  args: { message: sampleMessage({ role: 'user', ...maskedQuestion }) },
}
/** The tenant stores messages masked: the placeholders are marked the same way. */
export const QuestionStoredMasked: Story = {
  args: { message: sampleMessage({ role: 'user', ...storedMaskedQuestion }) },
}
export const Streaming: Story = {
  args: { message: sampleMessage({ content: '承知しました。納期遅延の', status: 'streaming', live: true }) },
}
export const Stopped: Story = {
  args: {
    message: sampleMessage({ content: '承知しました。納期遅延の', status: 'aborted', totalTokens: 40 }),
  },
}
export const Failed: Story = {
  args: {
    message: sampleMessage({
      content: '承知しました。',
      status: 'failed',
      errorMessage: null,
      replyError: replyErrorOf('interrupted'),
    }),
  },
}
export const FaqWithSources: Story = {
  args: {
    faq: true,
    message: sampleMessage({
      content: '残りが不足すると新しい質問を送信できなくなります。',
      sources: [
        {
          type: 'faq',
          id: '2',
          title: 'トークンが足りなくなったらどうなりますか？',
          snippet: '',
          score: 0.62,
        },
        {
          type: 'document',
          id: '41',
          title: '就業規則.pdf',
          documentId: 'doc-1',
          page: 3,
          snippet: '有給休暇は入社6か月後に10日付与される。',
          score: 0.54,
        },
      ],
    }),
  },
}
export const FaqNothingMatched: Story = {
  args: {
    faq: true,
    message: sampleMessage({
      content: '【オフライン応答】該当する FAQ が見つかりませんでした。',
      sources: [],
    }),
  },
}
export const ScriptIsShownAsText: Story = {
  args: { message: sampleMessage({ content: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }) },
}
