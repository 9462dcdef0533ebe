/** /admin/applications: creating, editing and deleting applications (ai_type). */
export const adminApplicationsErrorsJa = {
  keyTaken: 'この ai_type のアプリケーションは既にあります。',
  noSuchPlan: 'プランが見つかりません。',
  /** `tenantsJa`: the tenants' names as errors.admin.quotedName lists them. */
  inUse:
    'アプリケーション「{{name}}」はテナント {{tenantsJa}} が利用中のため削除できません。先にテナントを別のアプリケーションに移してください。',
  systemDefault:
    'アプリケーション「{{name}}」はシステムの既定のアプリケーションのため削除できません。先に /admin/system で別のアプリケーションを既定にしてください。',
}

export const adminApplicationsErrorsEn: Record<keyof typeof adminApplicationsErrorsJa, string> = {
  keyTaken: 'An application with this ai_type already exists.',
  noSuchPlan: 'No such plan.',
  inUse:
    'The application “{{name}}” cannot be deleted: tenants {{tenantsEn}} use it. Move them to another application first.',
  systemDefault:
    "The application “{{name}}” cannot be deleted: it is the system's default application. Choose another default in /admin/system first.",
}
