/**
 * The server's error texts: i18next catalogues like the UI's (app/i18n/locales), kept apart so
 * the browser never loads them (a failure reaches it already worded, in both languages). Each
 * area has its own module with a Japanese object and an English one of the same shape; a key
 * missing in English fails the type check. Keys are used as `errors.<area>.<name>`.
 */
import { accountErrorsEn, accountErrorsJa } from './account'
import { adminErrorsEn, adminErrorsJa } from './admin'
import { adminApplicationsErrorsEn, adminApplicationsErrorsJa } from './admin-applications'
import { adminCatalogueErrorsEn, adminCatalogueErrorsJa } from './admin-catalogue'
import { adminPlansErrorsEn, adminPlansErrorsJa } from './admin-plans'
import { adminTenantsErrorsEn, adminTenantsErrorsJa } from './admin-tenants'
import { adminUsersErrorsEn, adminUsersErrorsJa } from './admin-users'
import { alertsErrorsEn, alertsErrorsJa } from './alerts'
import { authErrorsEn, authErrorsJa } from './auth'
import { brandingErrorsEn, brandingErrorsJa } from './branding'
import { categorySettingsErrorsEn, categorySettingsErrorsJa } from './category-settings'
import { chatErrorsEn, chatErrorsJa } from './chat'
import { commonErrorsEn, commonErrorsJa } from './common'
import { fieldsErrorsEn, fieldsErrorsJa } from './fields'
import { httpErrorsEn, httpErrorsJa } from './http'
import { knowledgeErrorsEn, knowledgeErrorsJa } from './knowledge'
import { metricsErrorsEn, metricsErrorsJa } from './metrics'
import { modelPricesErrorsEn, modelPricesErrorsJa } from './model-prices'
import { networkAccessErrorsEn, networkAccessErrorsJa } from './network-access'
import { openaiApiErrorsEn, openaiApiErrorsJa } from './openai-api'
import { paymentErrorsEn, paymentErrorsJa } from './payment'
import { piiMaskingErrorsEn, piiMaskingErrorsJa } from './pii-masking'
import { samlErrorsEn, samlErrorsJa } from './saml'
import { secretsErrorsEn, secretsErrorsJa } from './secrets'
import { teamErrorsEn, teamErrorsJa } from './team'
import { tenancyErrorsEn, tenancyErrorsJa } from './tenancy'
import { tenantLifecycleErrorsEn, tenantLifecycleErrorsJa } from './tenant-lifecycle'
import { twoFactorErrorsEn, twoFactorErrorsJa } from './two-factor'
import { webhooksErrorsEn, webhooksErrorsJa } from './webhooks'
import { widgetsErrorsEn, widgetsErrorsJa } from './widgets'

export const errorsJa = {
  common: commonErrorsJa,
  account: accountErrorsJa,
  alerts: alertsErrorsJa,
  auth: authErrorsJa,
  branding: brandingErrorsJa,
  categorySettings: categorySettingsErrorsJa,
  chat: chatErrorsJa,
  fields: fieldsErrorsJa,
  http: httpErrorsJa,
  knowledge: knowledgeErrorsJa,
  metrics: metricsErrorsJa,
  modelPrices: modelPricesErrorsJa,
  networkAccess: networkAccessErrorsJa,
  openaiApi: openaiApiErrorsJa,
  payment: paymentErrorsJa,
  piiMasking: piiMaskingErrorsJa,
  saml: samlErrorsJa,
  secrets: secretsErrorsJa,
  team: teamErrorsJa,
  tenancy: tenancyErrorsJa,
  tenantLifecycle: tenantLifecycleErrorsJa,
  twoFactor: twoFactorErrorsJa,
  webhooks: webhooksErrorsJa,
  widgets: widgetsErrorsJa,
  admin: adminErrorsJa,
  adminApplications: adminApplicationsErrorsJa,
  adminCatalogue: adminCatalogueErrorsJa,
  adminPlans: adminPlansErrorsJa,
  adminTenants: adminTenantsErrorsJa,
  adminUsers: adminUsersErrorsJa,
}

export type ErrorMessages = typeof errorsJa

export const errorsEn: ErrorMessages = {
  common: commonErrorsEn,
  account: accountErrorsEn,
  alerts: alertsErrorsEn,
  auth: authErrorsEn,
  branding: brandingErrorsEn,
  categorySettings: categorySettingsErrorsEn,
  chat: chatErrorsEn,
  fields: fieldsErrorsEn,
  http: httpErrorsEn,
  knowledge: knowledgeErrorsEn,
  metrics: metricsErrorsEn,
  modelPrices: modelPricesErrorsEn,
  networkAccess: networkAccessErrorsEn,
  openaiApi: openaiApiErrorsEn,
  payment: paymentErrorsEn,
  piiMasking: piiMaskingErrorsEn,
  saml: samlErrorsEn,
  secrets: secretsErrorsEn,
  team: teamErrorsEn,
  tenancy: tenancyErrorsEn,
  tenantLifecycle: tenantLifecycleErrorsEn,
  twoFactor: twoFactorErrorsEn,
  webhooks: webhooksErrorsEn,
  widgets: widgetsErrorsEn,
  admin: adminErrorsEn,
  adminApplications: adminApplicationsErrorsEn,
  adminCatalogue: adminCatalogueErrorsEn,
  adminPlans: adminPlansErrorsEn,
  adminTenants: adminTenantsErrorsEn,
  adminUsers: adminUsersErrorsEn,
}
