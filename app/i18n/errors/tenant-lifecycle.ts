/** Refusals of the tenant's data export, thread retention and deletion (app/server/tenant-lifecycle). */
export const tenantLifecycleErrorsJa = {
  ownersOnly: '組織のデータの書き出しとスレッドの保存期間の設定ができるのはオーナーだけです。',
  exportRunning: 'エクスポート {{id}}（{{at}} に依頼）を作成中です。完了してからもう一度依頼してください。',
  exportNotFound: 'エクスポートが見つかりません。',
  exportNotReady: 'このエクスポートはまだ作成中です（{{progress}}%）。完了までお待ちください。',
  exportExpired:
    'このエクスポートは保存期限（{{at}}）を過ぎたため削除されました。もう一度エクスポートしてください。',
  exportFailed: 'エクスポートを作成できませんでした（{{reason}}）。もう一度エクスポートしてください。',
  retentionInvalid:
    'スレッドの保存期間は 1〜36500 の整数（日数）で指定してください。無期限に保存するときは null を指定します。',
  tenantNotFound: 'テナントが見つかりません。',
  deleteConfirmMismatch:
    '入力されたスラッグ「{{typed}}」がテナントのスラッグと一致しません。何も削除していません。',
  archiveNotFound: '削除済みテナントの記録が見つかりません。',
}

export const tenantLifecycleErrorsEn: Record<keyof typeof tenantLifecycleErrorsJa, string> = {
  ownersOnly: "Only an owner can export the organisation's data or set how long threads are kept.",
  exportRunning:
    'Export {{id}} (requested {{at}}) is still being built. Request another once it has finished.',
  exportNotFound: 'No such export.',
  exportNotReady: 'This export is still being built ({{progress}}%). Please wait until it is ready.',
  exportExpired: 'This export was deleted when it expired ({{at}}). Please export the data again.',
  exportFailed: 'The export could not be built ({{reason}}). Please export the data again.',
  retentionInvalid:
    'Thread retention must be a whole number of days from 1 to 36500, or null to keep threads forever.',
  tenantNotFound: 'No such tenant.',
  deleteConfirmMismatch: 'The slug you typed ("{{typed}}") is not the tenant\'s slug. Nothing was deleted.',
  archiveNotFound: 'No record of such a deleted tenant.',
}
