/** Refusals of payments, plans and the token ledger (app/server/payment, app/server/ledger). */
export const paymentErrorsJa = {
  providerUnavailable: '決済サービスに接続できませんでした。時間をおいてもう一度お試しください。',
  ownersChangePlan: 'プランを変更できるのはオーナーのみです。',
  ownersAndAdminsBuy: 'トークンの購入はオーナーと管理者のみ行えます。',
  planTooSmall:
    '「{{plan}}」プランの上限は {{maxUsers}} 人ですが、現在 {{memberCount}} 人のメンバーがいます。先にメンバーを減らしてください。',
  alreadyOnPlan: 'すでに「{{plan}}」プランです',
  planNotOffered: 'プラン "{{id}}" はこのアプリケーションでは選べません',
  planOfOtherApplication: 'プラン "{{id}}" はアプリケーション "{{application}}" では選べません',
  openChangeAwaitingPayment:
    'プラン「{{plan}}」への変更がお支払い待ちです（{{since}} に申し込み）。別の変更をするには、先にこの変更を取り消してください。',
  openChangeAwaitingConfirmation:
    'プラン「{{plan}}」への変更がシステム管理者の確認待ちです（{{since}} に申し込み）。別の変更をするには、先にこの変更を取り消してください。',
  openChangeScheduled:
    'プラン「{{plan}}」への変更が {{day}} に予定されています。別の変更をするには、先にこの変更を取り消してください。',
  noOpenPlanChange: '取り消せるプラン変更はありません',
  unknownPlanChange: 'プラン変更 "{{id}}" はありません',
  planChangeNotInvoice: 'プラン変更 "{{id}}" は請求書払いではありません',
  planChangeDecided: 'プラン変更 "{{id}}" は処理済みです（{{status}}）',
  planChangeAlreadyPaid:
    'このプラン変更のお支払いはすでに完了しています。決済の確認が届き次第プランが変更されるため、取り消せません。',
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
  planNotOffered: 'Plan "{{id}}" is not offered to this application',
  planOfOtherApplication: 'Plan "{{id}}" is not offered to the application "{{application}}"',
  openChangeAwaitingPayment:
    'A change to the "{{planEn}}" plan is awaiting payment (requested {{since}}). Withdraw it before requesting another change.',
  openChangeAwaitingConfirmation:
    'A change to the "{{planEn}}" plan is awaiting the system administrator’s confirmation (requested {{since}}). Withdraw it before requesting another change.',
  openChangeScheduled:
    'A change to the "{{planEn}}" plan is scheduled for {{day}}. Withdraw it before requesting another change.',
  noOpenPlanChange: 'There is no plan change to withdraw',
  unknownPlanChange: 'Unknown plan change "{{id}}"',
  planChangeNotInvoice: 'Plan change "{{id}}" is not paid by invoice',
  planChangeDecided: 'Plan change "{{id}}" is already {{status}}',
  planChangeAlreadyPaid:
    'This plan change has already been paid: the plan changes as soon as the payment is confirmed, so it cannot be withdrawn.',
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
