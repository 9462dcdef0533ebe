/**
 * The texts of the platform's e-mails (app/server/team/invitation-mail.server.ts,
 * app/server/account/email-change.server.ts, app/server/alerts, the brand frame). Server-only like the error
 * catalogue; a mail carries Japanese first and English second. Keys: `mail.<mail>.<part>`.
 */
export const mailJa = {
  supportLabel: 'お問い合わせ',
  invitation: {
    /** Only the Japanese half names the brand in brackets; the English one ends "on <brand>". */
    subject: '{{tenant}} への招待 ({{brand}})',
    preview: '{{inviter}} さんから {{tenant}} への招待が届いています。',
    heading: '{{tenant}} への招待',
    invited: '{{inviter}} さんから {{brand}} の {{tenant}} に{{role}}として招待されました。',
    instructions: '次のボタンを押して、名前とパスワードを設定してください。',
    action: '招待を受ける',
    expiry:
      'このリンクの有効期限は {{expiry}} (UTC) です。心当たりがない場合は、このメールを無視してください。',
    roles: { owner: 'オーナー', admin: '管理者', member: 'メンバー' },
  },
  emailChange: {
    subject: 'メールアドレス変更の確認 ({{brand}})',
    preview: '{{brand}} のメールアドレスの変更を確認してください。',
    heading: 'メールアドレス変更の確認',
    greeting: '{{name}} 様',
    instructions:
      '{{brand}} のメールアドレスをこのアドレスに変更するには、24 時間以内に次のボタンを押してください。',
    action: 'メールアドレスを変更する',
    note: '心当たりがない場合は、このメールを無視してください。アドレスは変更されません。',
  },
  emailTaken: {
    subject: 'メールアドレス変更のお知らせ ({{brand}})',
    preview: '{{brand}} でこのアドレスへの変更が申請されました。',
    heading: 'メールアドレス変更のお知らせ',
    explanation:
      '{{brand}} でこのアドレスへの変更が申請されましたが、このアドレスは既に別のアカウントで使われているため変更できません。',
    note: '心当たりがない場合は、このメールを無視してください。',
  },
  /** To each owner, in their language only (app/server/alerts/low-balance-alert.server.ts). */
  lowBalance: {
    subject: '【{{brand}}】クレジット残高が {{threshold}} を下回りました（{{tenant}}）',
    preview: '{{tenant}} のクレジット残高は {{balance}} です。',
    heading: 'クレジット残高が少なくなっています',
    greeting: '{{name}} 様',
    balance:
      '{{tenant}} のクレジット残高が、設定されたしきい値 {{threshold}} クレジットを下回り、現在 {{balance}} クレジットです。',
    advice:
      '残高がなくなるとチャットは回答できなくなります。お支払いのページでクレジットを購入するか、プランを見直してください。',
    action: 'お支払いのページを開く',
    note: 'このお知らせは、残高がしきい値を下回るたびに一度だけお送りします。しきい値の変更や停止はお支払いのページ（オーナーのみ）で行えます。',
  },
  /** To each owner on the 1st, in their language only (app/server/alerts/monthly-summary.server.ts). */
  usageSummary: {
    subject: '【{{brand}}】{{month}}のご利用状況（{{tenant}}）',
    preview: '{{month}}のクレジット使用量は {{credits}} でした。',
    heading: '{{month}}のご利用状況',
    greeting: '{{name}} 様',
    intro: '{{tenant}} の{{month}}のご利用状況をお知らせします。',
    totals: '合計',
    creditsUsed: 'クレジット使用量',
    inputTokens: 'モデルのトークン（入力）',
    outputTokens: 'モデルのトークン（出力）',
    turns: '回答数',
    topChats: 'クレジットを多く使ったチャット',
    topMembers: 'クレジットを多く使ったメンバー',
    nothingUsed: 'この月の利用はありませんでした。',
    generalChat: 'チャット',
    now: '現在',
    balance: 'クレジット残高',
    plan: 'プラン',
    planAllowance: '{{plan}}（月間 {{monthly}} クレジット）',
    credits: '{{value}} クレジット',
    action: '利用状況を見る',
    note: 'このメールは毎月1日に、月次レポートを受け取る設定のときにオーナーへお送りします。設定はお支払いのページ（オーナーのみ）で変更できます。',
  },
}

export type MailMessages = typeof mailJa

export const mailEn: MailMessages = {
  supportLabel: 'Support',
  invitation: {
    subject: 'Invitation to {{tenant}} on {{brand}}',
    preview: '{{inviter}} invited you to {{tenant}}.',
    heading: 'Invitation to {{tenant}}',
    invited: '{{inviter}} invited you to join {{tenant}} on {{brand}} as {{role}}.',
    instructions: 'Use the button to set your name and password.',
    action: 'Accept the invitation',
    expiry: 'The link expires at {{expiry}} (UTC). If you were not expecting this, ignore this mail.',
    // The article belongs to the role ("an admin"); "a owner" is how the mail has always read.
    roles: { owner: 'a owner', admin: 'an admin', member: 'a member' },
  },
  emailChange: {
    subject: 'Confirm your new e-mail address for {{brand}}',
    preview: 'Confirm the change of your {{brand}} e-mail address.',
    heading: 'Confirm your new e-mail address',
    greeting: 'Hello {{name}},',
    instructions: 'To change your {{brand}} e-mail address to this one, use the button within 24 hours.',
    action: 'Change my e-mail address',
    note: 'If you did not ask for this, ignore this mail: nothing changes.',
  },
  emailTaken: {
    subject: 'About an e-mail address change on {{brand}}',
    preview: 'A change to this address was requested on {{brand}}.',
    heading: 'About an e-mail address change',
    explanation:
      'Someone asked to move a {{brand}} account to this address, but it is already used by another account, so nothing changed.',
    note: 'If this was not you, ignore this mail.',
  },
  lowBalance: {
    subject: '{{tenant}}: your {{brand}} credit balance is below {{threshold}}',
    preview: 'The credit balance of {{tenant}} is {{balance}}.',
    heading: 'Your credit balance is running low',
    greeting: 'Hello {{name}},',
    balance:
      'The credit balance of {{tenant}} fell below the threshold of {{threshold}} credits you set; it is now {{balance}} credits.',
    advice:
      'When it runs out, chats can no longer answer. Buy credits or review the plan on the payment page.',
    action: 'Open the payment page',
    note: 'This notice is sent once each time the balance falls below the threshold. Owners change or turn it off on the payment page.',
  },
  usageSummary: {
    subject: '{{tenant}}: your {{brand}} usage in {{month}}',
    preview: '{{credits}} credits were used in {{month}}.',
    heading: 'Usage in {{month}}',
    greeting: 'Hello {{name}},',
    intro: 'Here is how {{tenant}} used the service in {{month}}.',
    totals: 'Totals',
    creditsUsed: 'Credits used',
    inputTokens: 'Model tokens (input)',
    outputTokens: 'Model tokens (output)',
    turns: 'Replies',
    topChats: 'Chats that used the most credits',
    topMembers: 'Members who used the most credits',
    nothingUsed: 'Nothing was used this month.',
    generalChat: 'Chat',
    now: 'Now',
    balance: 'Credit balance',
    plan: 'Plan',
    planAllowance: '{{plan}} ({{monthly}} credits a month)',
    credits: '{{value}} credits',
    action: 'View usage',
    note: 'Owners receive this mail on the 1st of each month while the monthly summary is on. Owners change it on the payment page.',
  },
}
