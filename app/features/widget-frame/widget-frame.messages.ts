/** The embedded chat widget's texts (ADR 040); they travel with the frame's chunk only. */
import type { LocalTexts } from '../../i18n/local-texts'

export const widgetFrameJa = {
  open: '{{brand}} のチャットを開く',
  close: 'チャットを閉じる',
  title: '{{brand}} チャット',
  placeholder: 'メッセージを入力…',
  send: '送信',
  thinking: '回答を作成しています…',
  failed: '送信できませんでした。しばらくしてからもう一度お試しください。',
  unavailable: 'このチャットは利用できません。',
  poweredBy: 'AI の回答は誤りを含むことがあります。',
}

export const widgetFrameTexts: LocalTexts<typeof widgetFrameJa> = {
  ja: widgetFrameJa,
  en: {
    open: 'Open the {{brand}} chat',
    close: 'Close the chat',
    title: '{{brand}} chat',
    placeholder: 'Type a message…',
    send: 'Send',
    thinking: 'Writing an answer…',
    failed: 'The message could not be sent. Please try again in a moment.',
    unavailable: 'This chat is not available.',
    poweredBy: 'AI answers may contain mistakes.',
  },
}
