/** The SAML card on /team and in the console's tenant dialog (ADR 037); kept out of the shared catalogue (app/i18n/local-texts.ts). */
import type { LocalTexts } from '../../i18n/local-texts'

export const samlSettingsJa = {
  heading: 'SAML シングルサインオン',
  description:
    '組織の IdP（Microsoft Entra ID、Okta、HENNGE One など）でサインインできるようにします。指定したドメインのメールアドレスは /login/ezpass から IdP に移動します（オーナーのみ）。',
  status: {
    off: '未設定',
    enabled: '有効',
    disabled: '無効',
  },
  spHeading: 'IdP に登録する値',
  entityId: 'エンティティ ID（SP メタデータの URL）',
  acsUrl: 'ACS URL（Assertion Consumer Service、HTTP-POST）',
  idpHeading: 'IdP',
  idpEntity: 'IdP のエンティティ ID: {{entityId}}',
  certificates: '署名用証明書: {{count}} 件',
  metadataUrl: 'IdP のメタデータ URL',
  metadataUrlHelp: 'https:// の URL。保存するたびに取得し直します。XML を貼り付けるときは空欄にします。',
  metadataXml: 'IdP のメタデータ（XML）',
  metadataXmlHelp:
    'URL を使わないときに貼り付けます。保存済みのメタデータを変えないときは両方とも空欄にします。',
  domains: 'メールアドレスのドメイン',
  domainsHelp:
    'カンマか改行で区切ります（例: example.co.jp）。ほかの組織が使っているドメインは指定できません。',
  defaultRole: 'ジャストインタイムで作るアカウントのロール',
  defaultRoleHelp: '初めてサインインした人のアカウントはこのロールで作られます。オーナーは選べません。',
  roles: { member: 'メンバー', admin: '管理者' },
  enabled: 'SAML シングルサインオンを有効にする',
  save: '保存',
  saved: 'SAML シングルサインオンの設定を保存しました。',
  remove: '設定を削除',
  removeTitle: 'SAML シングルサインオンの設定を削除しますか？',
  removeDescription:
    'IdP の設定、ドメイン、この組織の SP 鍵を削除します。IdP でサインインしていた人はメールアドレスとパスワードでサインインする必要があります。',
  removed: 'SAML シングルサインオンの設定を削除しました。',
}

export const samlSettingsEn: typeof samlSettingsJa = {
  heading: 'SAML single sign-on',
  description:
    "Let members sign in with your organisation's IdP (Microsoft Entra ID, Okta, HENNGE One, …). E-mail addresses in the domains below go from /login/ezpass to the IdP (owners only).",
  status: {
    off: 'Not set up',
    enabled: 'On',
    disabled: 'Off',
  },
  spHeading: 'Values to register at your IdP',
  entityId: 'Entity ID (the SP metadata URL)',
  acsUrl: 'ACS URL (Assertion Consumer Service, HTTP-POST)',
  idpHeading: 'IdP',
  idpEntity: 'IdP entity ID: {{entityId}}',
  certificates: 'Signing certificates: {{count}}',
  metadataUrl: "IdP's metadata URL",
  metadataUrlHelp: 'An https:// URL, fetched again at every save. Leave it empty to paste XML instead.',
  metadataXml: "IdP's metadata (XML)",
  metadataXmlHelp: 'Paste it when you do not use a URL. Leave both empty to keep the stored metadata.',
  domains: 'E-mail domains',
  domainsHelp:
    'Separated by commas or new lines (e.g. example.com). A domain another organisation uses cannot be added.',
  defaultRole: 'Role of just-in-time accounts',
  defaultRoleHelp: 'The account of someone signing in for the first time gets this role. Never owner.',
  roles: { member: 'Member', admin: 'Admin' },
  enabled: 'Turn SAML single sign-on on',
  save: 'Save',
  saved: 'The SAML single sign-on set-up was saved.',
  remove: 'Remove the set-up',
  removeTitle: 'Remove the SAML single sign-on set-up?',
  removeDescription:
    "This removes the IdP's set-up, its domains and this organisation's SP key. People who signed in through the IdP will need their e-mail and password.",
  removed: 'The SAML single sign-on set-up was removed.',
}

export const samlSettingsTexts: LocalTexts<typeof samlSettingsJa> = { ja: samlSettingsJa, en: samlSettingsEn }
