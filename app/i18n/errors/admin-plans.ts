/** /admin/plans: creating and deleting plans. */
export const adminPlansErrorsJa = {
  idTaken: 'この ID のプランは既にあります。',
  exists: 'プラン "{{id}}" は既にあります',
  /** `reasonsJa`: the reasons below, each in Japanese, joined by 。 */
  cannotDelete: 'プラン「{{name}}」は削除できません: {{reasonsJa}}。先に別のプランに変更してください。',
  tenantsOnIt: 'テナント {{names}} が利用中です',
  defaultOfApplication: 'アプリケーション {{names}} の既定のプランです',
  defaultOfApplications: 'アプリケーション {{names}} の既定のプランです',
  reasonSeparator: '。',
}

export const adminPlansErrorsEn: Record<keyof typeof adminPlansErrorsJa, string> = {
  idTaken: 'A plan with this id already exists.',
  exists: 'Plan "{{id}}" already exists',
  cannotDelete: 'The plan “{{name}}” cannot be deleted: {{reasonsEn}}. Move them to another plan first.',
  tenantsOnIt: 'tenants {{names}} are on it',
  defaultOfApplication: 'it is the default plan of application {{names}}',
  defaultOfApplications: 'it is the default plan of applications {{names}}',
  reasonSeparator: '; ',
}
