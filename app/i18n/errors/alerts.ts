/** Refusals of the owner's mail settings (app/server/alerts). */
export const alertsErrorsJa = {
  ownersOnly: 'メールのお知らせ設定を変更できるのはオーナーのみです。',
}

export const alertsErrorsEn: Record<keyof typeof alertsErrorsJa, string> = {
  ownersOnly: 'Only owners can change the mail settings.',
}
