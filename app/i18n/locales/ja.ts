/**
 * Japanese, the default language. Its shape is the type every other locale must match
 * (`Messages`), so a missing or extra key in another locale fails the type check.
 * Interpolations use i18next's `{{name}}` syntax.
 */
import { accountJa } from '../../features/account/account.messages'
import { adminApplicationsJa } from '../../features/admin-applications/admin-applications.messages'
import { adminAuditJa } from '../../features/admin-audit/admin-audit.messages'
import { adminCatalogueJa } from '../../features/admin-catalogue/admin-catalogue.messages'
import { adminManualJa } from '../../features/admin-manual/admin-manual.messages'
import { adminOverviewJa } from '../../features/admin-overview/admin-overview.messages'
import { adminPlansJa } from '../../features/admin-plans/admin-plans.messages'
import { adminPreviewJa } from '../../features/admin-preview/admin-preview.messages'
import { adminPurchasesJa } from '../../features/admin-purchases/admin-purchases.messages'
import { adminShellJa } from '../../features/admin-shell/admin-shell.messages'
import { adminSystemJa, maintenanceNoticeJa } from '../../features/admin-system/admin-system.messages'
import { adminTenantsJa } from '../../features/admin-tenants/admin-tenants.messages'
import { adminTenantLifecycleJa } from '../../features/admin-tenants/tenant-lifecycle.messages'
import { adminTokensJa } from '../../features/admin-tokens/admin-tokens.messages'
import { adminUsageJa } from '../../features/admin-usage/admin-usage.messages'
import { adminUsersJa } from '../../features/admin-users/admin-users.messages'
import { authJa } from '../../features/auth/auth.messages'
import { brandingJa } from '../../features/branding/branding.messages'
import { categorySettingsJa } from '../../features/category-settings/category-settings.messages'
import { chatJa } from '../../features/chat/chat.messages'
import { dashboardJa } from '../../features/dashboard/dashboard.messages'
import { helpJa } from '../../features/help/help.messages'
import { homeJa } from '../../features/home/home.messages'
import { integrationsJa } from '../../features/integrations/integrations.messages'
import { knowledgeJa } from '../../features/knowledge/knowledge.messages'
import { networkAccessJa } from '../../features/network-access/network-access.messages'
import { paymentJa } from '../../features/payment/payment.messages'
import { piiMaskingJa } from '../../features/pii-masking/pii-masking.messages'
import { shellJa } from '../../features/shell/shell.messages'
import { teamJa } from '../../features/team/team.messages'
import { tenantDataJa } from '../../features/team/tenant-data.messages'
import { usageJa } from '../../features/usage/usage.messages'

export const ja = {
  pageTitles: {
    signIn: 'サインイン',
    userSettings: 'ユーザー設定',
    payment: 'お支払い',
    help: 'ヘルプ',
    home: 'ホーム',
    tenants: 'テナント',
    faqChats: 'FAQチャット',
    customChats: 'カスタムチャット',
    adminHelp: '管理者ヘルプ',
    categories: 'カテゴリ',
    additionalTokens: '追加クレジット',
    applications: 'アプリケーション',
    users: 'ユーザー',
    totalUsage: '全体の利用状況',
    plans: 'プラン',
    adminConsole: '管理コンソール',
    purchasedTokens: '購入トークン',
    adminManual: '管理者マニュアル',
    manuals: 'マニュアル',
    adminSignIn: '管理者サインイン',
    preview: 'プレビュー',
    systemSettings: 'システム設定',
    freeRegistration: '無料登録',
    thanks: 'ご登録ありがとうございます',
    singleSignOn: 'シングルサインオン',
    invitation: '招待',
    team: 'チーム',
    usage: '利用状況',
    categorySettings: 'カテゴリ設定',
    chat: 'チャット',
    dashboard: 'ダッシュボード',
    chatDashboard: '{{chat}} — ダッシュボード',
    knowledge: 'ナレッジ',
    integrations: '連携',
    catalogueKnowledge: 'ナレッジ（カタログ）',
    knowledgeDocument: '{{name}} — ナレッジ',
  },
  common: {
    close: '閉じる',
    cancel: 'キャンセル',
    loading: '読み込み中…',
    retry: '再試行',
    home: 'ホームへ戻る',
    required: '必須',
  },
  language: {
    label: '表示言語',
    ja: '日本語',
    en: 'English',
  },
  appShell: {
    skipToContent: 'メインコンテンツへ移動',
    navigation: 'メインナビゲーション',
    openNavigation: 'メニューを開く',
    closeNavigation: 'メニューを閉じる',
  },
  snackbar: {
    region: '通知',
    close: '通知を閉じる',
  },
  dataTable: {
    noRows: '表示するデータがありません。',
    sortAscending: '昇順で並べ替え中',
    sortDescending: '降順で並べ替え中',
    sortBy: '{{column}}で並べ替え',
    pagination: 'ページ送り',
    firstPage: '最初のページ',
    previousPage: '前のページ',
    nextPage: '次のページ',
    lastPage: '最後のページ',
    pageStatus: '{{page}} / {{pageCount}} ページ',
    rangeStatus: '全{{total}}件中 {{from}}–{{to}}件',
    pageSize: '表示件数',
  },
  select: {
    placeholder: '選択してください',
  },
  fonts: {
    label: 'チャットのフォント',
    system: 'システムフォント',
    loading: 'フォントを読み込み中…',
    fallback: 'フォントを読み込めなかったため、システムフォントで表示しています。',
    preview: 'あいうえお AaBbCc 0123',
  },
  validation: {
    required: '入力してください。',
    email: 'メールアドレスの形式で入力してください。',
    minLength: '{{minimum}}文字以上で入力してください。',
    maxLength: '{{maximum}}文字以内で入力してください。',
    choose: '選択してください。',
    accept: '同意が必要です。',
    unstorable: '保存できない文字（NUL 文字または不正な Unicode）が含まれています。',
  },
  errors: {
    statusLabel: 'ステータス {{status}}',
    notFoundTitle: 'ページが見つかりません',
    notFoundExplanation: 'お探しのページは見つかりませんでした。URL をご確認ください。',
    internalExplanation: '問題が発生しました。時間をおいて再度お試しください。',
  },
  newBuild: {
    message: '新しいバージョンがあります。',
    reload: '再読み込み',
  },
  home: homeJa,
  dashboard: dashboardJa,
  shell: shellJa,
  payment: paymentJa,
  adminApplications: adminApplicationsJa,
  adminAudit: adminAuditJa,
  adminPlans: adminPlansJa,
  adminUsers: adminUsersJa,
  adminCatalogue: adminCatalogueJa,
  adminOverview: adminOverviewJa,
  adminPurchases: adminPurchasesJa,
  adminShell: adminShellJa,
  adminTokens: adminTokensJa,
  adminUsage: adminUsageJa,
  adminManual: adminManualJa,
  adminPreview: adminPreviewJa,
  adminSystem: adminSystemJa,
  maintenanceNotice: maintenanceNoticeJa,
  adminTenants: adminTenantsJa,
  adminTenantLifecycle: adminTenantLifecycleJa,
  auth: authJa,
  branding: brandingJa,
  chat: chatJa,
  account: accountJa,
  help: helpJa,
  team: teamJa,
  tenantData: tenantDataJa,
  piiMasking: piiMaskingJa,
  networkAccess: networkAccessJa,
  usage: usageJa,
  categorySettings: categorySettingsJa,
  knowledge: knowledgeJa,
  integrations: integrationsJa,
}

export type Messages = typeof ja
