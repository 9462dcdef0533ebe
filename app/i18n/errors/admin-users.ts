/** /admin/users: the administrator's changes to users. */
export const adminUsersErrorsJa = {
  notFound: 'ユーザーが見つかりません。',
  lastAdmin: '最後のシステム管理者は停止も降格もできません。先に別のユーザーをシステム管理者にしてください。',
  notYourself: '自分自身は停止も降格もできません。別のシステム管理者に依頼してください。',
  emailRegistered: 'メールアドレス "{{email}}" は既に登録されています',
  emailTaken: 'このメールアドレスは既に登録されています。',
  noSuchTenant: 'テナントが見つかりません。',
  removedFromTenant:
    'このユーザーはテナントのメンバーから削除されています。テナントの /team から招待し直してください。',
  noTenant: 'このユーザーはテナントに所属していません。',
  demoteWithoutTenant:
    'テナントに所属しない管理者を降格すると、どこにもログインできないアカウントになります。代わりに利用停止にしてください。',
  // Messages of the forms' schemas.
  role: 'owner・admin・member のいずれかです',
  chooseRole: '役割を選んでください',
  nothingToChange: '変更する項目がありません',
  trueOrFalse: 'true か false です',
}

export const adminUsersErrorsEn: Record<keyof typeof adminUsersErrorsJa, string> = {
  notFound: 'No such user.',
  lastAdmin:
    'The last system administrator cannot be banned or demoted. Make another user a system administrator first.',
  notYourself: 'You cannot ban or demote yourself. Ask another system administrator.',
  emailRegistered: 'The e-mail address "{{email}}" is already registered',
  emailTaken: 'This e-mail address is already registered.',
  noSuchTenant: 'No such tenant.',
  removedFromTenant: 'This user was removed from their tenant; the tenant can invite them again from /team.',
  noTenant: 'This user belongs to no tenant.',
  demoteWithoutTenant:
    'An administrator of no tenant could sign in nowhere after a demotion; ban the account instead.',
  role: 'must be owner, admin or member',
  chooseRole: 'choose a role',
  nothingToChange: 'nothing to change',
  trueOrFalse: 'must be true or false',
}
