/**
 * Realistic FAQ data for retrieval tests and the comparison in ADR 008: a Japanese SaaS
 * support FAQ and an English one, with questions users actually type (paraphrased, not
 * copied from the entries) and questions the FAQ cannot answer.
 */
import type { FaqEntry } from '../retrieval.shared'

export const JAPANESE_FAQ: FaqEntry[] = [
  {
    id: 'ja-password-reset',
    question: 'パスワードの再設定方法',
    answer:
      'ログイン画面の「パスワードをお忘れの方」を押し、登録済みのメールアドレスを入力してください。再設定用のリンクを記載したメールが届きます。リンクの有効期限は24時間です。',
  },
  {
    id: 'ja-email-change',
    question: '登録メールアドレスを変更したい',
    answer:
      'アカウント設定の「プロフィール」からメールアドレスを変更できます。変更後、新しいアドレスに確認メールが送信されます。',
  },
  {
    id: 'ja-invoice',
    question: '請求書・領収書の発行について',
    answer:
      '管理画面の「お支払い」から、過去の請求書と領収書をPDFでダウンロードできます。宛名の変更も同じ画面で行えます。',
  },
  {
    id: 'ja-plan-change',
    question: '料金プランを変更するには？',
    answer:
      'オーナーまたは管理者が「プラン設定」から変更できます。上位プランへの変更は即時、下位プランへの変更は翌月1日から反映されます。',
  },
  {
    id: 'ja-cancel',
    question: '解約の手続き',
    answer:
      '「プラン設定」の一番下にある「解約する」から手続きできます。解約後も月末までは利用できます。データは30日後に削除されます。',
  },
  {
    id: 'ja-token-shortage',
    question: 'トークンが足りなくなったらどうなりますか',
    answer:
      '残高がなくなるとチャットを送信できなくなります。「トークン購入」から追加購入するか、翌月のプラン付与をお待ちください。',
  },
  {
    id: 'ja-add-member',
    question: 'メンバーを招待する方法',
    answer:
      '「チーム管理」の「メンバーを招待」からメールアドレスを入力してください。招待メールのリンクから参加できます。',
  },
  {
    id: 'ja-two-factor',
    question: '二段階認証を設定できますか',
    answer:
      'はい。アカウント設定の「セキュリティ」で認証アプリを登録すると、ログイン時に確認コードの入力が必要になります。',
  },
  {
    id: 'ja-data-export',
    question: 'チャット履歴をエクスポートしたい',
    answer: 'スレッド一覧の「エクスポート」から、チャット履歴をCSVまたはJSON形式でダウンロードできます。',
  },
  {
    id: 'ja-login-trouble',
    question: 'ログインできない場合',
    answer:
      'メールアドレスとパスワードに誤りがないかご確認ください。5回続けて失敗すると15分間ロックされます。解決しない場合はサポートへご連絡ください。',
  },
  {
    id: 'ja-browser',
    question: '対応しているブラウザ',
    answer:
      'Google Chrome、Microsoft Edge、Safari、Firefox の最新版に対応しています。Internet Explorer には対応していません。',
  },
  {
    id: 'ja-support-hours',
    question: 'サポートの営業時間',
    answer: '平日10時から18時まで(土日祝日・年末年始を除く)、メールとチャットで受け付けています。',
  },
]

export const ENGLISH_FAQ: FaqEntry[] = [
  {
    id: 'en-password-reset',
    question: 'How do I reset my password?',
    answer:
      'On the sign-in page choose "Forgot your password?" and enter your email address. We send a reset link that is valid for 24 hours.',
  },
  {
    id: 'en-invoice',
    question: 'Where can I download invoices and receipts?',
    answer: 'Open Billing in the admin console. Every invoice and receipt is available as a PDF.',
  },
  {
    id: 'en-plan-change',
    question: 'Changing your subscription plan',
    answer:
      'Owners and admins can upgrade or downgrade under Plan settings. Upgrades apply at once, downgrades next month.',
  },
  {
    id: 'en-cancel',
    question: 'How to cancel my account',
    answer:
      'Use "Cancel subscription" at the bottom of Plan settings. You keep access until the end of the month.',
  },
  {
    id: 'en-invite',
    question: 'Inviting team members',
    answer:
      'Go to Team, choose "Invite member" and enter their email address. They join through the link in the email.',
  },
  {
    id: 'en-tokens',
    question: 'What happens when I run out of tokens?',
    answer: 'You cannot send messages until you buy a token pack or your monthly allowance renews.',
  },
  {
    id: 'en-two-factor',
    question: 'Is two-factor authentication available?',
    answer: 'Yes. Register an authenticator app under Security in your account settings.',
  },
  {
    id: 'en-export',
    question: 'Exporting chat history',
    answer: 'From the thread list choose Export to download your conversations as CSV or JSON.',
  },
]

/** A question users type, and the entry that answers it. */
export const ANSWERABLE_QUESTIONS: { question: string; expected: string }[] = [
  { question: 'パスワードを忘れました', expected: 'ja-password-reset' },
  { question: 'ぱすわーどを忘れてしまいました。どうすればいいですか？', expected: 'ja-password-reset' },
  { question: 'メールアドレスを変えたいです', expected: 'ja-email-change' },
  { question: '領収書がほしい', expected: 'ja-invoice' },
  { question: 'プランの変更はどこからできますか', expected: 'ja-plan-change' },
  { question: '解約したい', expected: 'ja-cancel' },
  { question: 'トークンが無くなりました', expected: 'ja-token-shortage' },
  { question: '同僚を招待するには？', expected: 'ja-add-member' },
  { question: '２段階認証は使えますか', expected: 'ja-two-factor' },
  { question: '履歴をCSVで出力できますか', expected: 'ja-data-export' },
  { question: 'ログインできません', expected: 'ja-login-trouble' },
  { question: 'Safariで使えますか', expected: 'ja-browser' },
  { question: 'サポートは何時まで？', expected: 'ja-support-hours' },
  { question: 'I forgot my password', expected: 'en-password-reset' },
  { question: 'download a receipt', expected: 'en-invoice' },
  { question: 'How can I upgrade my plan?', expected: 'en-plan-change' },
  { question: 'cancel subscription', expected: 'en-cancel' },
  { question: 'invite a colleague to my team', expected: 'en-invite' },
  { question: 'I ran out of tokens', expected: 'en-tokens' },
  { question: 'Can I use 2FA with an authenticator app?', expected: 'en-two-factor' },
]

/** Questions the FAQ does not answer: the chat must say plainly that nothing matched. */
export const UNANSWERABLE_QUESTIONS: string[] = [
  '今日の天気は？',
  '東京でおすすめのラーメン屋を教えて',
  '円周率を100桁書いて',
  'What is the capital of France?',
  'Write a haiku about autumn',
  'こんにちは',
]

export const ALL_FAQ: FaqEntry[] = [...JAPANESE_FAQ, ...ENGLISH_FAQ]
