/**
 * The texts of the platform's e-mails (app/server/team/invitation-mail.server.ts,
 * app/server/account/email-change.server.ts, the brand frame). Server-only like the error
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
}
