/**
 * The texts of two-factor authentication's pages and cards (ADR 036): kept with their chunks, not
 * in the shared catalogue, which every first load carries (/login's budget, app/i18n/local-texts.ts).
 */
import type { LocalTexts } from '../../i18n/local-texts'

const ja = {
  title: '2 段階認証',
  intro:
    'サインインのたびに、パスワードに加えて認証アプリ（Google Authenticator、Microsoft Authenticator、1Password など）に表示される 6 桁のコードを入力します。',
  adminDue: 'システム管理者は 2 段階認証が必須です。設定が終わるまで、管理コンソールの他の画面は使えません。',
  memberDue: 'この組織では 2 段階認証が必須です。設定が終わるまで、他の画面は使えません。',
  passwordLabel: 'パスワード',
  passwordHelp: 'パスワードを持たないアカウント（シングルサインオン）は空欄のままにしてください。',
  start: '設定を始める',
  scanHeading: '1. 認証アプリで QR コードを読み取る',
  qrAlt: '認証アプリに登録する QR コード',
  secretLabel: 'QR コードを読み取れない場合は、このキーを入力してください',
  copy: 'コピー',
  copied: 'コピーしました',
  confirmHeading: '2. 認証アプリに表示されたコードを入力する',
  codeLabel: '6 桁のコード',
  confirm: '確認して有効にする',
  codesHeading: 'バックアップコード',
  codesHelp:
    '認証アプリを使えなくなったときは、これらのコードのどれか 1 つでサインインできます。各コードは 1 回だけ使えます。この画面を離れると二度と表示されないので、安全な場所に保存してください。',
  download: 'ダウンロード',
  done: '保存しました。続ける',
  enabled: '2 段階認証は有効です。',
  notEnabled: '2 段階認証は設定されていません。',
  regenerateHeading: 'バックアップコードを作り直す',
  regenerateHelp: '今までのバックアップコードは使えなくなります。',
  regenerate: '作り直す',
  turnOffHeading: '2 段階認証をオフにする',
  turnOff: 'オフにする',
  turnOffBlockedAdmin: 'システム管理者は 2 段階認証をオフにできません。',
  turnOffBlockedTenant: 'この組織では 2 段階認証が必須のため、オフにできません。',
  turnedOff: '2 段階認証をオフにしました。',
  back: '戻る',
  setUp: '設定する',
  manage: '管理する',
  // The owner's card on /team.
  requireHeading: 'メンバー全員に 2 段階認証を必須にする',
  requireHelp:
    'オンにすると、2 段階認証を設定していないメンバーは次の操作から設定画面に案内され、設定が終わるまで他の画面や API（API トークンを含む）を使えません。',
  requireLabel: 'メンバー全員に 2 段階認証を必須にする',
  requireOn: '必須',
  requireOff: '任意',
  membersWithout: '未設定のメンバー: {{count}} 人',
  ownerFirst: 'オンにする前に、まずあなた自身の 2 段階認証を設定してください。',
  saved: '保存しました。',
  // The console's reset.
  resetLabel: '2 段階認証をリセット',
  resetConfirm:
    '{{email}} の 2 段階認証（認証アプリの登録とバックアップコード）を削除し、すべてのセッションを終了します。本人はパスワードでサインインし直し、必要なら設定し直します。よろしいですか？',
  resetDone: '{{email}} の 2 段階認証をリセットしました。',
  signOut: 'サインアウト',
  // The sign-in's second step.
  stepTitle: '確認コードを入力',
  stepHelp: '認証アプリに表示されている 6 桁のコードを入力してください。',
  backupHelp: 'バックアップコード（例: abcde-12345）を入力してください。各コードは 1 回だけ使えます。',
  backupLabel: 'バックアップコード',
  useBackup: '認証アプリを使えない場合: バックアップコードを使う',
  useTotp: '認証アプリのコードを使う',
  verify: 'サインイン',
  // Refusals.
  invalidPassword: 'パスワードが正しくありません。',
  invalidCode:
    'コードが正しくありません。認証アプリに表示されている最新の 6 桁を入力してください（端末の時刻がずれていないかも確認してください）。',
  invalidBackupCode: 'バックアップコードが正しくないか、すでに使われています。',
  expired:
    '確認の有効期限が切れたか、試行回数の上限に達しました。もう一度パスワードからサインインしてください。',
  locked: '間違ったコードが続いたため、しばらくの間サインインできません。15 分ほどおいてからお試しください。',
  tooMany: '試行回数が多すぎます。{{seconds}} 秒後にもう一度お試しください。',
  failed: '処理できませんでした。時間をおいてもう一度お試しください。',
}

export const twoFactorTexts: LocalTexts<typeof ja> = {
  ja,
  en: {
    title: 'Two-factor authentication',
    intro:
      'Each time you sign in, you enter your password and a 6-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
    adminDue:
      'System administrators must use two-factor authentication. The rest of the console opens once it is set up.',
    memberDue:
      'Your organisation requires two-factor authentication. The rest of the site opens once it is set up.',
    passwordLabel: 'Password',
    passwordHelp: 'Leave it empty if your account has no password (single sign-on).',
    start: 'Start set-up',
    scanHeading: '1. Scan the QR code with your authenticator app',
    qrAlt: 'QR code to add to your authenticator app',
    secretLabel: "If you can't scan it, enter this key",
    copy: 'Copy',
    copied: 'Copied',
    confirmHeading: '2. Enter the code your app shows',
    codeLabel: '6-digit code',
    confirm: 'Confirm and turn on',
    codesHeading: 'Backup codes',
    codesHelp:
      'If you cannot use your authenticator app, sign in with one of these codes. Each works once. They are not shown again after you leave this page: keep them somewhere safe.',
    download: 'Download',
    done: 'I have saved them. Continue',
    enabled: 'Two-factor authentication is on.',
    notEnabled: 'Two-factor authentication is not set up.',
    regenerateHeading: 'New backup codes',
    regenerateHelp: 'Your current backup codes stop working.',
    regenerate: 'Make new codes',
    turnOffHeading: 'Turn off two-factor authentication',
    turnOff: 'Turn off',
    turnOffBlockedAdmin: 'System administrators cannot turn off two-factor authentication.',
    turnOffBlockedTenant: 'Your organisation requires two-factor authentication: it cannot be turned off.',
    turnedOff: 'Two-factor authentication is off.',
    back: 'Back',
    setUp: 'Set up',
    manage: 'Manage',
    requireHeading: 'Require two-factor authentication for every member',
    requireHelp:
      'When on, members without two-factor authentication are sent to set it up on their next step, and cannot use any other page or the API (API tokens included) until they have.',
    requireLabel: 'Require two-factor authentication for every member',
    requireOn: 'Required',
    requireOff: 'Optional',
    membersWithout: 'Members without it: {{count}}',
    ownerFirst: 'Set up two-factor authentication for yourself before turning this on.',
    saved: 'Saved.',
    resetLabel: 'Reset two-factor authentication',
    resetConfirm:
      "This removes {{email}}'s two-factor authentication (the authenticator app and the backup codes) and ends all their sessions. They sign in again with their password and set it up again where required. Continue?",
    resetDone: "{{email}}'s two-factor authentication was reset.",
    signOut: 'Sign out',
    stepTitle: 'Enter your code',
    stepHelp: 'Enter the 6-digit code your authenticator app shows.',
    backupHelp: 'Enter one of your backup codes (like abcde-12345). Each works once.',
    backupLabel: 'Backup code',
    useBackup: "Can't use your app? Use a backup code",
    useTotp: 'Use a code from your authenticator app',
    verify: 'Sign in',
    invalidPassword: 'The password is not right.',
    invalidCode:
      "The code is not right. Enter the newest 6 digits your app shows (and check that your device's clock is right).",
    invalidBackupCode: 'That backup code is not right, or it was already used.',
    expired: 'This sign-in expired or had too many tries. Sign in again with your password.',
    locked: 'Too many wrong codes: sign-in is locked for a while. Try again in about 15 minutes.',
    tooMany: 'Too many attempts. Try again in {{seconds}} seconds.',
    failed: 'That did not work. Please try again later.',
  },
}

export type TwoFactorTexts = typeof ja

/** better-auth's two-factor error codes → the text that explains them. */
export function twoFactorRefusal(texts: TwoFactorTexts, code: string | undefined): string {
  switch (code) {
    case 'INVALID_PASSWORD':
      return texts.invalidPassword
    case 'INVALID_CODE':
      return texts.invalidCode
    case 'INVALID_BACKUP_CODE':
      return texts.invalidBackupCode
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return texts.expired
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return texts.locked
    default:
      return texts.failed
  }
}
