/** The owner's mail settings on /payment (balance-alerts-card.tsx); nested under `payment.alerts`. */
export const balanceAlertsJa = {
  heading: '残高アラートと月次レポート',
  lead: 'オーナー全員に、それぞれの表示言語でメールをお送りします。',
  lowBalance: 'クレジット残高が少なくなったらオーナーにメールで知らせる',
  threshold: 'しきい値（クレジット）',
  thresholdHint:
    '残高がこの値を下回ったときに一度だけお知らせします。購入や付与でこの値以上に戻ると、次に下回ったときにまたお知らせします。',
  thresholdInvalid: '1 から {{max}} までの整数を入力してください。',
  monthlySummary: '毎月1日に前月の利用状況をオーナーにメールで送る',
  monthlySummaryHint:
    'クレジット使用量、モデルのトークン数、回答数、よく使われたチャットとメンバー、現在の残高とプランをお知らせします。',
  summaryInvalid: '月次レポートはオン（true）かオフ（false）で指定してください。',
  save: '設定を保存',
  saved: 'メールのお知らせ設定を保存しました。',
  alreadyBelow:
    '現在の残高（{{balance}} クレジット）はすでにしきい値を下回っています。残高がしきい値以上に戻った後、再び下回ったときにお知らせします。',
  failed: '保存できませんでした。時間をおいてもう一度お試しください。',
}

export const balanceAlertsEn: typeof balanceAlertsJa = {
  heading: 'Balance alerts and monthly summary',
  lead: 'Every owner receives these mails, each in their own display language.',
  lowBalance: 'Email the owners when the credit balance runs low',
  threshold: 'Threshold (credits)',
  thresholdHint:
    'The owners are told once when the balance falls below this; after a purchase or a grant brings it back to this or above, they are told again the next time it falls below.',
  thresholdInvalid: 'Enter a whole number from 1 to {{max}}.',
  monthlySummary: "Email the owners last month's usage summary on the 1st of each month",
  monthlySummaryHint:
    'Credits used, model tokens, replies, the most used chats and members, the balance now and the plan.',
  summaryInvalid: 'The monthly summary is either on (true) or off (false).',
  save: 'Save settings',
  saved: 'The mail settings were saved.',
  alreadyBelow:
    'The balance ({{balance}} credits) is already below this threshold: the owners are told once it has come back to the threshold or above and falls below it again.',
  failed: 'The settings could not be saved. Please try again later.',
}
