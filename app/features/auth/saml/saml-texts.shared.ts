/** The SAML part of /login/ezpass, kept out of the shared catalogue (app/i18n/local-texts.ts). */
import type { LocalTexts } from '#app/i18n/local-texts'
import type { SAML_REFUSAL_KEY } from './saml-flow.shared'

type RefusalTexts = Record<(typeof SAML_REFUSAL_KEY)[keyof typeof SAML_REFUSAL_KEY], string>

const refusalsJa = {
  invalidEmail: 'メールアドレスの形式が正しくありません。',
  unknownDomain:
    'このメールアドレスのドメインには SAML シングルサインオンが設定されていません。メールアドレスとパスワードでサインインするか、組織の管理者にお問い合わせください。',
  notEnabled: 'この組織の SAML シングルサインオンは現在無効です。組織の管理者にお問い合わせください。',
  tampered:
    'IdP からの応答の署名を検証できませんでした（応答が改ざんされているか、証明書が一致しません）。サインインは拒否されました。',
  wrongAudience:
    'IdP からの応答は別のサービス宛て（Audience が一致しない）でした。サインインは拒否されました。IdP の設定を確認してください。',
  expired:
    'IdP からの応答の有効期限が切れています（または時刻がずれています）。サインインは拒否されました。もう一度お試しください。',
  replayed:
    'この IdP からの応答はすでに使われています（再送された応答）。サインインは拒否されました。もう一度サインインを開始してください。',
  unknownRequest:
    'このサインインの要求は見つからないか有効期限が切れています。もう一度サインインを開始してください。',
  unsolicited:
    'こちらから開始していないサインインの応答は受け付けません。このページからサインインを開始してください。',
  wrongDestination:
    'IdP からの応答の宛先（Recipient）がこのサイトと一致しません。サインインは拒否されました。',
  otherBrowser: 'サインインは別のブラウザーで開始されました。このブラウザーでもう一度開始してください。',
  domainMismatch:
    'IdP が返したメールアドレスのドメインは、この組織の SAML 設定に含まれていません。組織の管理者にお問い合わせください。',
  administrator:
    'システム管理者のアカウントはシングルサインオンでは使えません。管理コンソールからサインインしてください。',
  otherTenant:
    'このメールアドレスのアカウントは別の組織に属しているため、この組織の IdP ではサインインできません。',
  suspended: 'このアカウントは利用が停止されています。組織の管理者にお問い合わせください。',
  userLimit:
    '組織のプランのユーザー数の上限に達しているため、新しいアカウントを作成できません。組織の管理者にお問い合わせください。',
  idpError:
    'IdP がサインインを完了できなかったと応答しました。もう一度お試しいただくか、組織の管理者にお問い合わせください。',
  failed:
    'SAML シングルサインオンでサインインできませんでした。もう一度お試しいただくか、組織の管理者にお問い合わせください。',
} satisfies RefusalTexts

export const samlSignInJa = {
  heading: '組織のメールアドレスでサインイン',
  lead: '組織が SAML シングルサインオンを設定している場合、メールアドレスを入力すると組織の IdP に移動します。',
  email: '組織のメールアドレス',
  submit: '次へ',
  submitting: 'IdP に移動しています…',
  tooMany: '試行回数が多すぎます。{{seconds}} 秒後に再度お試しください。',
  or: 'または',
  refusals: refusalsJa,
}

export const samlSignInEn: typeof samlSignInJa = {
  heading: 'Sign in with your organisation e-mail',
  lead: 'If your organisation has set up SAML single sign-on, enter your e-mail to go to its identity provider (IdP).',
  email: 'Organisation e-mail',
  submit: 'Continue',
  submitting: 'Going to your IdP…',
  tooMany: 'Too many attempts. Try again in {{seconds}} seconds.',
  or: 'or',
  refusals: {
    invalidEmail: 'This is not a valid e-mail address.',
    unknownDomain:
      'SAML single sign-on is not set up for the domain of this e-mail. Sign in with your e-mail and password, or ask your administrator.',
    notEnabled: "Your organisation's SAML single sign-on is turned off. Ask your administrator.",
    tampered:
      "The IdP's answer failed its signature check (it was altered, or the certificate does not match). Sign-in refused.",
    wrongAudience:
      "The IdP's answer was meant for another service (its audience does not match). Sign-in refused. Check the IdP's set-up.",
    expired: "The IdP's answer has expired (or the clocks differ). Sign-in refused. Please try again.",
    replayed:
      'This IdP answer was already used (a replayed answer). Sign-in refused. Start signing in again.',
    unknownRequest: 'This sign-in request is unknown or has expired. Start signing in again.',
    unsolicited:
      'Answers to sign-ins that did not start here are not accepted. Start signing in on this page.',
    wrongDestination:
      "The IdP's answer was addressed to another site (its recipient does not match). Sign-in refused.",
    otherBrowser: 'The sign-in was started in another browser. Start again in this one.',
    domainMismatch:
      "The e-mail the IdP returned is not in a domain of this organisation's SAML set-up. Ask your administrator.",
    administrator: 'A system administrator account cannot use single sign-on. Sign in from the console.',
    otherTenant:
      "The account with this e-mail belongs to another organisation, so it cannot sign in through this organisation's IdP.",
    suspended: 'This account is suspended. Ask your administrator.',
    userLimit:
      "Your organisation's plan has reached its user limit, so no new account can be created. Ask your administrator.",
    idpError:
      'The IdP answered that it could not complete the sign-in. Try again, or ask your administrator.',
    failed: 'Could not sign you in with SAML single sign-on. Try again, or ask your administrator.',
  },
}

export const samlSignInTexts: LocalTexts<typeof samlSignInJa> = { ja: samlSignInJa, en: samlSignInEn }
