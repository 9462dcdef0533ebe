/** The tenant, overview and audit pages of the console, and their choice lists. */
export const adminTenantsErrorsJa = {
  unknownApplication: 'アプリケーション "{{key}}" はありません',
  unknownPlan: 'プラン "{{id}}" はありません',
  noDefaultPlan: 'アプリケーション "{{key}}" に既定のプランがありません。プランを選んでください',
  slugTaken: 'スラッグ "{{slug}}" は別のテナントが使っています。別のスラッグにしてください。',
  emailRegistered: 'メールアドレス "{{email}}" は既に登録されています',
  notMapped: '"{{hostname}}" は "{{slug}}" に割り当てられていません',
  // Messages of the forms' schemas.
  chooseApplication: 'アプリケーションを選んでください',
  ownerPasswordToo: 'オーナーのパスワードも入力してください',
  ownerEmailToo: 'オーナーのメールアドレスも入力してください',
  choiceKind: 'tenant・application・plan のいずれかを指定してください',
  choiceText: '文字列で指定してください',
  choiceTooLong: '{{maximum}} 文字以内で入力してください',
  choiceUnsearchable: '検索できない文字が含まれています',
  // The audit log's filters.
  dateFormat: '日付を YYYY-MM-DD で入力してください',
  endBeforeStart: '終了日は開始日以降にしてください',
  noSuchTenant: 'テナント "{{slug}}" はありません',
}

export const adminTenantsErrorsEn: Record<keyof typeof adminTenantsErrorsJa, string> = {
  unknownApplication: 'Unknown application "{{key}}"',
  unknownPlan: 'Unknown plan "{{id}}"',
  noDefaultPlan: 'Application "{{key}}" has no default plan: choose one',
  slugTaken: 'The slug "{{slug}}" is already taken by another tenant. Choose another.',
  emailRegistered: 'The e-mail address "{{email}}" is already registered',
  notMapped: '"{{hostname}}" is not mapped to "{{slug}}"',
  chooseApplication: 'choose an application',
  ownerPasswordToo: "give the owner's password too",
  ownerEmailToo: "give the owner's e-mail address too",
  choiceKind: 'choose tenant, application or plan',
  choiceText: 'must be text',
  choiceTooLong: 'at most {{maximum}} characters',
  choiceUnsearchable: 'contains a character that cannot be searched',
  dateFormat: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date must not be before the start date',
  noSuchTenant: 'There is no tenant "{{slug}}"',
}
