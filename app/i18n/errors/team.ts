/** Refusals of /team and of invitation links (app/server/team). */
export const teamErrorsJa = {
  notManager: 'チームを管理できるのはオーナーと管理者だけです。',
  ownerOnlyRole: 'オーナーの役割を与えられるのはオーナーだけです。',
  ownerProtected: 'オーナーを変更・削除できるのはオーナーだけです。',
  lastOwner: '最後のオーナーは削除も降格もできません。先に別のメンバーをオーナーにしてください。',
  selfRemoval: '自分自身はチームから削除できません。別のオーナーか管理者に依頼してください。',
  memberNotFound: 'メンバーが見つかりません。',
  teamNotFound: 'チームが見つかりません。',
  invitationNotFound: '招待が見つかりません。リンクが正しいか確認してください。',
  userLimitReached:
    'ご利用のプランで登録できるユーザーは {{maxUsers}} 人までです（招待中の人数を含みます）。プランを変更するか、招待を取り消してください。',
  alreadyMember: '{{email}} は既にメンバーです。',
  alreadyInvited: '{{email}} には招待を送信済みです。招待の一覧から再送できます。',
  emailBelongsElsewhere: '{{email}} は別のアカウントで使われているため招待できません。',
  wrongPassword: 'パスワードが正しくありません。',
  invitationExpired: 'この招待は有効期限が切れています。招待した人に再送を依頼してください。',
  invitationUsed: 'この招待は既に使われています。ログインしてください。',
  invitationRevoked: 'この招待は取り消されました。',
  accountSuspended:
    'このアカウントはサービスの管理者によって停止されているため、招待を受けられません。サービスの管理者にお問い合わせください。',
  teamExists: 'チーム "{{name}}" は既にあります。',
  organisationNotFound: '組織が見つかりません。',
  joinedSignInRequired: '参加しました。ログイン画面からログインしてください。',
  mailFailed:
    '招待は作成しましたが、{{email}} にメールを送れませんでした。時間をおいて一覧から再送してください。',
  quotaNotANumber: '月間上限はクレジット数（数値）か、上限なし（null）で指定してください。',
  quotaNotWhole: '月間上限は整数のクレジット数で指定してください。',
  quotaNegative: '月間上限は 0 以上で指定してください。',
  quotaTooLarge: '月間上限は {{maximum}} クレジット以下で指定してください。',
}

export const teamErrorsEn: Record<keyof typeof teamErrorsJa, string> = {
  notManager: 'Only owners and admins can manage the team.',
  ownerOnlyRole: 'Only an owner can make someone an owner.',
  ownerProtected: 'Only an owner can change or remove an owner.',
  lastOwner: 'The last owner cannot be removed or demoted. Make another member an owner first.',
  selfRemoval: 'You cannot remove yourself. Ask another owner or admin.',
  memberNotFound: 'No such member.',
  teamNotFound: 'No such team.',
  invitationNotFound: 'No such invitation. Check the link.',
  userLimitReached:
    'Your plan allows {{maxUsers}} users, including open invitations. Change the plan or revoke an invitation.',
  alreadyMember: '{{email}} is already a member.',
  alreadyInvited: '{{email}} has an open invitation; resend it from the list.',
  emailBelongsElsewhere: '{{email}} is used by another account and cannot be invited.',
  wrongPassword: 'The password is incorrect.',
  invitationExpired: 'This invitation has expired. Ask the person who invited you to resend it.',
  invitationUsed: 'This invitation has already been used. Sign in instead.',
  invitationRevoked: 'This invitation has been revoked.',
  accountSuspended:
    'This account has been suspended by the service administrator, so the invitation cannot be accepted. Please contact the service administrator.',
  teamExists: 'Team "{{name}}" already exists.',
  organisationNotFound: 'No such organisation.',
  joinedSignInRequired: 'You have joined. Please sign in from the sign-in page.',
  mailFailed:
    'The invitation was saved, but the mail to {{email}} could not be sent. Resend it from the list later.',
  quotaNotANumber: 'Give the monthly limit as a number of credits, or null for no limit.',
  quotaNotWhole: 'The monthly limit must be a whole number of credits.',
  quotaNegative: 'The monthly limit must be 0 or more.',
  quotaTooLarge: 'The monthly limit can be at most {{maximum}} credits.',
}
