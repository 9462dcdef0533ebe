/** Two-factor authentication's refusals (app/server/two-factor, ADR 036). */
export const twoFactorErrorsJa = {
  enrolmentRequired:
    'システム管理者は 2 段階認証の設定が必要です。/admin/two-factor で認証アプリを登録してから、もう一度お試しください。',
  required:
    'この組織では 2 段階認証が必須です。/two-factor で認証アプリを登録してから、もう一度お試しください。',
  enrolFirst:
    'メンバー全員に 2 段階認証を必須にする前に、まずあなた自身が /two-factor で 2 段階認証を設定してください。',
  notEnabled: '{{email}} は 2 段階認証を設定していません。リセットするものはありません。',
  ownersOnly: '2 段階認証の必須設定を変更できるのはオーナーだけです。',
  invalidRequired: '"required" には true か false を指定してください。何も変更していません。',
  userNotFound: '{{email}} というユーザーは見つかりません。',
}

export const twoFactorErrorsEn: Record<keyof typeof twoFactorErrorsJa, string> = {
  enrolmentRequired:
    'System administrators must set up two-factor authentication. Register an authenticator app at /admin/two-factor, then try again.',
  required:
    'This organisation requires two-factor authentication. Register an authenticator app at /two-factor, then try again.',
  enrolFirst:
    'Before requiring two-factor authentication for every member, set it up for yourself at /two-factor.',
  notEnabled: '{{email}} has not set up two-factor authentication: there is nothing to reset.',
  ownersOnly: 'Only an owner can change whether two-factor authentication is required.',
  invalidRequired: '"required" must be true or false. Nothing was changed.',
  userNotFound: 'No user has the e-mail address {{email}}.',
}
