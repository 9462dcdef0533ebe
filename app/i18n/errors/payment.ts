/** Refusals of payments, plans and the token ledger (app/server/payment, app/server/ledger). */
export const paymentErrorsJa = {
  providerUnavailable: '決済サービスに接続できませんでした。時間をおいてもう一度お試しください。',
  ownersChangePlan: 'プランを変更できるのはオーナーのみです。',
  ownersAndAdminsBuy: 'トークンの購入はオーナーと管理者のみ行えます。',
  planTooSmall:
    '「{{plan}}」プランの上限は {{maxUsers}} 人ですが、現在 {{memberCount}} 人のメンバーがいます。先にメンバーを減らしてください。',
  alreadyOnPlan: 'すでに「{{plan}}」プランです',
  unknownPack: 'トークンパック "{{id}}" はありません',
  unknownPurchase: '購入 "{{id}}" はありません',
  notAnInvoice: '購入 "{{id}}" は請求書払いではありません（Stripe 決済）',
  alreadyDecided: '購入 "{{id}}" は処理済みです（{{status}}）',
  alreadyRefunded: '購入 "{{id}}" はすでに返金済みです',
  notRefundable: '返金できるのは支払済み・確認済みの購入のみです（"{{id}}" は {{status}}）',
  insufficientTokens: 'クレジットが不足しています（必要: {{needed}}、残り: {{available}}）',
  insufficientTokensAskAdmin:
    'クレジットが不足しています（必要: {{needed}}、残り: {{available}}）。管理者にクレジットの追加を依頼してください。',
  idempotencyConflict: '冪等キー "{{key}}" は別の記録に使われています',
  unknownReservation: '予約 "{{id}}" はありません',
  memberQuotaExceeded:
    '今月の利用上限 {{cap}} クレジットに達しました（使用済み・応答中 {{committed}}、この応答には最大 {{needed}} が必要です）。上限は {{resetsOn}} にリセットされます。変更はオーナーまたは管理者に依頼してください。',
  teamQuotaExceeded:
    'チーム「{{team}}」の今月の利用上限 {{cap}} クレジットに達しました（使用済み・応答中 {{committed}}、この応答には最大 {{needed}} が必要です）。上限は {{resetsOn}} にリセットされます。変更はオーナーまたは管理者に依頼してください。',
}

export const paymentErrorsEn: Record<keyof typeof paymentErrorsJa, string> = {
  providerUnavailable: 'The payment service could not be reached. Please try again later.',
  ownersChangePlan: 'Only owners can change the plan.',
  ownersAndAdminsBuy: 'Only owners and admins can buy tokens.',
  planTooSmall:
    'The "{{plan}}" plan allows {{maxUsers}} users but the organisation has {{memberCount}}. Remove members first.',
  alreadyOnPlan: 'Already on plan "{{plan}}"',
  unknownPack: 'Unknown token pack "{{id}}"',
  unknownPurchase: 'Unknown purchase "{{id}}"',
  notAnInvoice: 'Purchase "{{id}}" was paid through Stripe, not by invoice',
  alreadyDecided: 'Purchase "{{id}}" is already {{status}}',
  alreadyRefunded: 'Purchase "{{id}}" has already been refunded',
  notRefundable: 'Only a paid or confirmed purchase can be refunded; "{{id}}" is {{status}}',
  insufficientTokens: 'insufficient credits: {{needed}} needed, {{available}} available',
  insufficientTokensAskAdmin:
    'Insufficient credits: {{needed}} needed, {{available}} available. Ask an administrator to add credits.',
  idempotencyConflict: 'The idempotency key "{{key}}" was already used for a different entry',
  unknownReservation: 'Unknown reservation "{{id}}"',
  memberQuotaExceeded:
    'You have reached your monthly limit of {{cap}} credits ({{committed}} used or in progress; this reply needs up to {{needed}}). The limit resets on {{resetsOn}}. Ask an owner or admin to change it.',
  teamQuotaExceeded:
    'The team "{{team}}" has reached its monthly limit of {{cap}} credits ({{committed}} used or in progress; this reply needs up to {{needed}}). The limit resets on {{resetsOn}}. Ask an owner or admin to change it.',
}
