import { balanceAlertsEn, balanceAlertsJa } from './balance-alerts.messages'

/** /payment (Japanese first; English must have the same keys). The ledger's unit is the credit (ADR 028). */
export const paymentJa = {
  title: 'お支払い',
  lead: '現在のプランとその変更、クレジットの購入、購入履歴を確認できます。',
  readOnly: 'クレジットの購入はオーナーと管理者、プランの変更はオーナーが行えます。この画面は閲覧のみです。',
  balance: '現在の残高',
  plan: {
    heading: '現在のプラン',
    monthly: '月間クレジット',
    price: '月額料金',
    users: 'ユーザー数の上限',
    chats: 'チャット数の上限',
    storage: 'ナレッジ容量（使用中 / 上限）',
    storageOf: '{{used}} / {{limit}}',
    storageUnlimited: '{{used}}（上限なし）',
    unlimited: '無制限',
    perMonth: '{{price}} / 月',
    ownerOnly: 'プランの変更はオーナーのみ行えます。',
  },
  plans: {
    heading: 'プラン',
    description:
      'アップグレードはお支払いの確認後に、ダウングレードは翌月 1 日（日本時間）に切り替わります。',
    creditsPerMonth: '{{credits}} / 月',
    limits: 'ユーザー {{users}}・チャット {{chats}}',
    current: '現在のプラン',
    upgradeCard: 'カードで今すぐ支払い、決済の確認後に切り替わります（毎月自動で更新）。',
    upgradeInvoice: '請求書で申し込み、システム管理者が入金を確認した後に切り替わります。',
    downgrade: '{{day}}（日本時間）から切り替わります。それまでは現在のプランのままです。',
    payByCard: 'カードで支払う',
    requestInvoice: '請求書で申し込む',
    scheduleDowngrade: '{{day}} から変更',
    blocked: '進行中のプラン変更を取り消すと、別のプランを選べます。',
  },
  pending: {
    heading: '進行中のプラン変更',
    change: '「{{from}}」→「{{to}}」',
    requestedAt: '{{time}} に申し込み',
    awaitingPayment: 'お支払い待ち',
    awaitingConfirmation: 'システム管理者の確認待ち',
    scheduled: '{{day}} に切り替え予定',
    awaitingPaymentNote:
      'Stripe からお支払いの確認が届き次第、プランが切り替わります。決済ページを閉じてしまった場合は、この申し込みを取り消してから、もう一度お申し込みください。',
    awaitingConfirmationNote:
      'システム管理者が入金を確認するとプランが切り替わり、今月のクレジットが新しいプランの月間分まで追加されます。',
    scheduledNote: 'それまでは現在のプランと月間クレジットのままです。',
    withdraw: '変更を取り消す',
    withdrawTitle: '「{{plan}}」への変更を取り消しますか？',
    withdrawDescription: 'プランは今のままです。お支払い前の決済ページは使えなくなります。',
    withdrawn: 'プラン変更を取り消しました。',
  },
  outcome: {
    checkout_expired:
      '「{{plan}}」への変更は、決済ページの有効期限が切れたため完了しませんでした。プランは変わっていません。',
    payment_failed:
      '「{{plan}}」への変更は、お支払いが完了しなかったため行われませんでした。プランは変わっていません。',
    amount_mismatch:
      '「{{plan}}」への変更は、決済金額が一致しなかったため行われませんでした。プランは変わっていません。システム管理者にお問い合わせください。',
    too_many_members: '「{{plan}}」への変更は、メンバー数がプランの上限を超えていたため行われませんでした。',
    subscription_ended: '「{{plan}}」への変更は、カードでの定期支払いが終了したため取り消されました。',
    set_by_administrator: '「{{plan}}」への変更は、システム管理者がプランを設定したため取り消されました。',
    provider_unavailable:
      '「{{plan}}」への変更は、決済サービスに接続できなかったため行われませんでした。もう一度お試しください。',
    rejected: 'システム管理者が「{{plan}}」への変更を見送りました。理由: {{note}}',
    dismiss: '確認しました',
  },
  requested: {
    invoice: '「{{plan}}」への変更を申し込みました。入金の確認後に切り替わります。',
    scheduled: '「{{plan}}」への変更を予約しました（{{day}} から）。',
    redirecting: '決済ページへ移動しています…',
  },
  downgradeDialog: {
    title: '「{{plan}}」に変更しますか？',
    description:
      '{{day}}（日本時間）に切り替わります。それまでは現在のプランと月間クレジットのままで、いつでも取り消せます。',
    confirm: '変更を予約する',
  },
  planInvoice: {
    title: 'プラン変更の請求書払い: {{plan}}（{{price}} / 月）',
    description: '申し込みはシステム管理者が確認し、入金の確認後にプランが切り替わります。',
    submit: '申し込む',
  },
  packs: {
    heading: 'クレジットを購入',
    none: '購入できるクレジットパックはまだありません。',
    buyCard: 'カードで購入',
    requestInvoice: '請求書で購入',
    redirecting: '決済ページへ移動しています…',
  },
  invoice: {
    title: '請求書払いの申請: {{pack}}',
    description: '申請はシステム管理者が確認し、入金確認後にクレジットが付与されます。',
    billingName: '請求先の名称',
    billingAddress: '請求先の住所・担当者',
    billingEmail: '請求書の送付先メールアドレス',
    submit: '申請する',
    submitted: '請求書払いを申請しました。確認後にクレジットが付与されます。',
  },
  history: {
    heading: '購入履歴',
    caption: 'クレジットの購入履歴',
    empty: 'まだ購入はありません。',
    date: '日時',
    pack: 'パック',
    tokens: 'クレジット',
    price: '金額（税込）',
    method: '支払方法',
    status: '状態',
    note: 'メモ',
  },
  method: { stripe: 'カード', invoice: '請求書' },
  status: {
    pending: '処理待ち',
    paid: '支払済み',
    confirmed: '確認済み',
    failed: '失敗',
    canceled: '取り消し',
  },
  checkout: {
    success: 'お支払いを受け付けました。決済の確認が済み次第クレジットが付与されます。',
    canceled: '決済を取り消しました。料金は発生していません。',
    planSuccess:
      'お支払いの手続きが終わりました。プランは、Stripe からお支払いの確認が届いた時点で切り替わります。',
    planCanceled:
      '決済を中断しました。料金は発生しておらず、プランも変わっていません。申し込みは取り消すまで「お支払い待ち」のまま残ります。',
  },
  failed: '処理できませんでした。時間をおいてもう一度お試しください。',
  alerts: balanceAlertsJa,
}

export const paymentEn: typeof paymentJa = {
  title: 'Payment',
  lead: 'Your plan and changing it, credit purchases and purchase history.',
  readOnly: 'Owners and admins buy credits; owners change the plan. This page is read-only for you.',
  balance: 'Current balance',
  plan: {
    heading: 'Current plan',
    monthly: 'Monthly credits',
    price: 'Monthly price',
    users: 'User limit',
    chats: 'Chat limit',
    storage: 'Knowledge storage (used / limit)',
    storageOf: '{{used}} of {{limit}}',
    storageUnlimited: '{{used}} (no limit)',
    unlimited: 'Unlimited',
    perMonth: '{{price}} / month',
    ownerOnly: 'Only owners can change the plan.',
  },
  plans: {
    heading: 'Plans',
    description:
      'An upgrade switches once it is paid; a downgrade switches on the 1st of next month (Japan time).',
    creditsPerMonth: '{{credits}} / month',
    limits: '{{users}} users · {{chats}} chats',
    current: 'Current plan',
    upgradeCard: 'Pay by card now; the plan switches once the payment is confirmed (renews monthly).',
    upgradeInvoice: 'Request an invoice; the plan switches once the system administrator confirms payment.',
    downgrade: 'Switches on {{day}} (Japan time); until then you stay on your current plan.',
    payByCard: 'Pay by card',
    requestInvoice: 'Request an invoice',
    scheduleDowngrade: 'Change from {{day}}',
    blocked: 'Withdraw the plan change in progress to choose another plan.',
  },
  pending: {
    heading: 'Plan change in progress',
    change: '“{{from}}” → “{{to}}”',
    requestedAt: 'Requested {{time}}',
    awaitingPayment: 'Awaiting payment',
    awaitingConfirmation: 'Awaiting approval',
    scheduled: 'Scheduled for {{day}}',
    awaitingPaymentNote:
      'The plan switches as soon as Stripe confirms the payment. If you closed the payment page, withdraw this request and ask again.',
    awaitingConfirmationNote:
      'Once the system administrator confirms the payment the plan switches, and this month’s credits are topped up to the new plan’s allowance.',
    scheduledNote: 'Until then you keep your current plan and monthly credits.',
    withdraw: 'Withdraw change',
    withdrawTitle: 'Withdraw the change to “{{plan}}”?',
    withdrawDescription: 'Your plan stays as it is. A payment page not yet paid stops working.',
    withdrawn: 'Plan change withdrawn.',
  },
  outcome: {
    checkout_expired:
      'The change to “{{plan}}” did not go through: the payment page expired. Your plan has not changed.',
    payment_failed:
      'The change to “{{plan}}” did not go through: the payment was not completed. Your plan has not changed.',
    amount_mismatch:
      'The change to “{{plan}}” did not go through: the amount paid did not match. Your plan has not changed; please contact the system administrator.',
    too_many_members:
      'The change to “{{plan}}” did not go through: the organisation has more members than the plan allows.',
    subscription_ended: 'The change to “{{plan}}” was canceled: the card subscription ended.',
    set_by_administrator: 'The change to “{{plan}}” was canceled: the system administrator set the plan.',
    provider_unavailable:
      'The change to “{{plan}}” did not go through: the payment service could not be reached. Please try again.',
    rejected: 'The system administrator declined the change to “{{plan}}”. Reason: {{note}}',
    dismiss: 'Got it',
  },
  requested: {
    invoice: 'Change to “{{plan}}” requested. It switches once payment is confirmed.',
    scheduled: 'Change to “{{plan}}” scheduled (from {{day}}).',
    redirecting: 'Opening the payment page…',
  },
  downgradeDialog: {
    title: 'Change to “{{plan}}”?',
    description:
      'It switches on {{day}} (Japan time). Until then you keep your current plan and monthly credits, and you can withdraw it at any time.',
    confirm: 'Schedule change',
  },
  planInvoice: {
    title: 'Plan change by invoice: {{plan}} ({{price}} / month)',
    description: 'The system administrator reviews the request; the plan switches once payment is confirmed.',
    submit: 'Request',
  },
  packs: {
    heading: 'Buy credits',
    none: 'No credit packs are on offer yet.',
    buyCard: 'Pay by card',
    requestInvoice: 'Pay by invoice',
    redirecting: 'Opening the payment page…',
  },
  invoice: {
    title: 'Invoice request: {{pack}}',
    description:
      'The system administrator reviews the request; the credits are added once payment is confirmed.',
    billingName: 'Billing name',
    billingAddress: 'Billing address and contact person',
    billingEmail: 'E-mail address for the invoice',
    submit: 'Request invoice',
    submitted: 'Invoice requested. The credits are added once it is confirmed.',
  },
  history: {
    heading: 'Purchase history',
    caption: 'Credit purchase history',
    empty: 'No purchases yet.',
    date: 'Date',
    pack: 'Pack',
    tokens: 'Credits',
    price: 'Price (incl. tax)',
    method: 'Method',
    status: 'Status',
    note: 'Note',
  },
  method: { stripe: 'Card', invoice: 'Invoice' },
  status: {
    pending: 'Pending',
    paid: 'Paid',
    confirmed: 'Confirmed',
    failed: 'Failed',
    canceled: 'Canceled',
  },
  checkout: {
    success: 'Payment received. The credits are added as soon as Stripe confirms it.',
    canceled: 'Checkout canceled. You were not charged.',
    planSuccess: 'Payment submitted. The plan switches when Stripe confirms the payment, not before.',
    planCanceled:
      'Checkout interrupted. You were not charged and your plan has not changed. The request stays “awaiting payment” until you withdraw it.',
  },
  failed: 'That did not work. Please try again later.',
  alerts: balanceAlertsEn,
}
