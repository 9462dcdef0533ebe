/** Refusals of /categorySetting (app/server/category-settings). */
export const categorySettingsErrorsJa = {
  forbidden: 'カテゴリ設定を変更できるのはオーナーと管理者だけです。',
  notInForm: 'カテゴリ設定の形式が正しくありません。',
  changed: 'カテゴリまたはチャットの一覧が変更されています。ページを再読み込みしてからやり直してください。',
}

export const categorySettingsErrorsEn: Record<keyof typeof categorySettingsErrorsJa, string> = {
  forbidden: 'Only owners and admins can change the category settings.',
  notInForm: 'The category settings are not in the expected form.',
  changed: 'The categories or chats have changed. Reload the page and try again.',
}
