import { accountEn } from '../../features/account/account.messages'
import { adminApplicationsEn } from '../../features/admin-applications/admin-applications.messages'
import { adminAuditEn } from '../../features/admin-audit/admin-audit.messages'
import { adminCatalogueEn } from '../../features/admin-catalogue/admin-catalogue.messages'
import { adminManualEn } from '../../features/admin-manual/admin-manual.messages'
import { adminOverviewEn } from '../../features/admin-overview/admin-overview.messages'
import { adminPlansEn } from '../../features/admin-plans/admin-plans.messages'
import { adminPreviewEn } from '../../features/admin-preview/admin-preview.messages'
import { adminPurchasesEn } from '../../features/admin-purchases/admin-purchases.messages'
import { adminShellEn } from '../../features/admin-shell/admin-shell.messages'
import { adminSystemEn, maintenanceNoticeEn } from '../../features/admin-system/admin-system.messages'
import { adminTenantsEn } from '../../features/admin-tenants/admin-tenants.messages'
import { adminTenantLifecycleEn } from '../../features/admin-tenants/tenant-lifecycle.messages'
import { adminTokensEn } from '../../features/admin-tokens/admin-tokens.messages'
import { adminUsageEn } from '../../features/admin-usage/admin-usage.messages'
import { adminUsersEn } from '../../features/admin-users/admin-users.messages'
import { authEn } from '../../features/auth/auth.messages'
import { brandingEn } from '../../features/branding/branding.messages'
import { categorySettingsEn } from '../../features/category-settings/category-settings.messages'
import { chatEn } from '../../features/chat/chat.messages'
import { dashboardEn } from '../../features/dashboard/dashboard.messages'
import { helpEn } from '../../features/help/help.messages'
import { homeEn } from '../../features/home/home.messages'
import { integrationsEn } from '../../features/integrations/integrations.messages'
import { knowledgeEn } from '../../features/knowledge/knowledge.messages'
import { networkAccessEn } from '../../features/network-access/network-access.messages'
import { paymentEn } from '../../features/payment/payment.messages'
import { piiMaskingEn } from '../../features/pii-masking/pii-masking.messages'
import { shellEn } from '../../features/shell/shell.messages'
import { teamEn } from '../../features/team/team.messages'
import { tenantDataEn } from '../../features/team/tenant-data.messages'
import { usageEn } from '../../features/usage/usage.messages'
import type { Messages } from './ja'

/** English, the second language. Typed as `Messages`: it must have exactly Japanese's keys. */
export const en: Messages = {
  pageTitles: {
    signIn: 'Sign in',
    userSettings: 'User settings',
    payment: 'Payment',
    help: 'Help',
    home: 'Home',
    tenants: 'Tenants',
    faqChats: 'FAQ chats',
    customChats: 'Custom chats',
    adminHelp: 'Administrator help',
    categories: 'Categories',
    additionalTokens: 'Additional credits',
    applications: 'Applications',
    users: 'Users',
    totalUsage: 'Total usage',
    plans: 'Plans',
    adminConsole: 'Admin console',
    purchasedTokens: 'Purchased tokens',
    adminManual: 'Administrator manual',
    manuals: 'Manuals',
    adminSignIn: 'Administrator sign-in',
    preview: 'Preview',
    systemSettings: 'System settings',
    freeRegistration: 'Free registration',
    thanks: 'Thank you',
    singleSignOn: 'Single sign-on',
    invitation: 'Invitation',
    team: 'Team',
    usage: 'Usage',
    categorySettings: 'Category settings',
    chat: 'Chat',
    dashboard: 'Dashboard',
    chatDashboard: '{{chat}} — Dashboard',
    knowledge: 'Knowledge',
    integrations: 'Integrations',
    catalogueKnowledge: 'Knowledge (catalogue)',
    knowledgeDocument: '{{name}} — Knowledge',
  },
  common: {
    close: 'Close',
    cancel: 'Cancel',
    loading: 'Loading…',
    retry: 'Retry',
    home: 'Back to home',
    required: 'Required',
  },
  language: {
    label: 'Language',
    ja: '日本語',
    en: 'English',
  },
  appShell: {
    skipToContent: 'Skip to main content',
    navigation: 'Main navigation',
    openNavigation: 'Open menu',
    closeNavigation: 'Close menu',
  },
  snackbar: {
    region: 'Notifications',
    close: 'Dismiss notification',
  },
  dataTable: {
    noRows: 'No data to show.',
    sortAscending: 'sorted ascending',
    sortDescending: 'sorted descending',
    sortBy: 'Sort by {{column}}',
    pagination: 'Pagination',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    pageStatus: 'Page {{page}} of {{pageCount}}',
    rangeStatus: '{{from}}–{{to}} of {{total}}',
    pageSize: 'Rows per page',
  },
  select: {
    placeholder: 'Choose…',
  },
  fonts: {
    label: 'Chat font',
    system: 'System font',
    loading: 'Loading font…',
    fallback: 'The font could not be loaded, so the system font is used.',
    preview: 'あいうえお AaBbCc 0123',
  },
  validation: {
    required: 'This field is required.',
    email: 'Enter an e-mail address.',
    minLength: 'Enter at least {{minimum}} characters.',
    maxLength: 'Enter at most {{maximum}} characters.',
    choose: 'Choose an option.',
    accept: 'You must accept this.',
    unstorable: 'Contains a character that cannot be stored (a NUL character or invalid Unicode).',
  },
  errors: {
    statusLabel: 'Status {{status}}',
    notFoundTitle: 'Page Not Found',
    notFoundExplanation: 'The page you are looking for does not exist. Check the URL.',
    internalExplanation: 'Something went wrong. Please try again later.',
  },
  newBuild: {
    message: 'A new version is available.',
    reload: 'Reload',
  },
  home: homeEn,
  dashboard: dashboardEn,
  shell: shellEn,
  payment: paymentEn,
  adminApplications: adminApplicationsEn,
  adminAudit: adminAuditEn,
  adminPlans: adminPlansEn,
  adminUsers: adminUsersEn,
  adminCatalogue: adminCatalogueEn,
  adminOverview: adminOverviewEn,
  adminPurchases: adminPurchasesEn,
  adminShell: adminShellEn,
  adminTokens: adminTokensEn,
  adminUsage: adminUsageEn,
  adminManual: adminManualEn,
  adminPreview: adminPreviewEn,
  adminSystem: adminSystemEn,
  maintenanceNotice: maintenanceNoticeEn,
  adminTenants: adminTenantsEn,
  adminTenantLifecycle: adminTenantLifecycleEn,
  auth: authEn,
  branding: brandingEn,
  chat: chatEn,
  account: accountEn,
  help: helpEn,
  team: teamEn,
  tenantData: tenantDataEn,
  piiMasking: piiMaskingEn,
  networkAccess: networkAccessEn,
  usage: usageEn,
  categorySettings: categorySettingsEn,
  knowledge: knowledgeEn,
  integrations: integrationsEn,
}
