/** Sign-in, registration and session strings (Japanese first; English must have the same keys). */
export const authJa = {
  signIn: {
    title: 'サインイン',
    adminTitle: '管理者サインイン',
    brandTitle: '{{brand}} にサインイン',
    signedOutBecause: {
      'tenant-account-in-console':
        '管理コンソールはシステム管理者専用のため、サインアウトしました。システム管理者のアカウントでサインインしてください。',
      'admin-account-on-site':
        'システム管理者のアカウントでは利用者の画面を使えないため、サインアウトしました。利用者のアカウントでサインインしてください。',
      'session-expired':
        '組織が定めたセッションの有効期間または無操作の時間を過ぎたため、サインアウトしました。もう一度サインインしてください。',
    },
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'サインイン',
    submitting: 'サインインしています…',
    invalid: 'メールアドレスまたはパスワードが正しくありません。',
    tooMany: 'サインインの試行回数が多すぎます。{{seconds}} 秒後に再度お試しください。',
    failed: 'サインインできませんでした。時間をおいて再度お試しください。',
    sso: 'シングルサインオン (ezpass)',
    register: 'アカウントをお持ちでない方は無料登録',
    adminHint: 'システム管理者の方は管理コンソールからサインインしてください。',
    adminLink: '管理コンソールへ',
    tenantLink: '利用者サインインへ',
    signedOut: 'サインアウトしました。',
  },
  sso: {
    title: 'シングルサインオン',
    description: '組織のアカウント (ezpass) でサインインします。',
    start: 'ezpass でサインイン',
    failed: 'シングルサインオンを開始できませんでした。時間をおいて再度お試しください。',
    back: 'メールアドレスでサインイン',
    starting: 'ezpass に移動しています…',
    notInvited:
      'このアカウントはまだ登録されていません。シングルサインオンで新しいアカウントは作成されません。組織の管理者に招待を依頼してから、もう一度お試しください。',
    notLinked:
      'このメールアドレスのアカウントはありますが、メールアドレスが確認されていないためシングルサインオンと連携できません。メールアドレスでサインインするか、管理者にお問い合わせください。',
    declined: 'ezpass でのサインインがキャンセルされました。',
    noEmail: 'ezpass からメールアドレスを受け取れませんでした。管理者にお問い合わせください。',
    expired: 'サインインの有効期限が切れたか、別のウィンドウで開始されました。もう一度お試しください。',
    callbackFailed:
      'シングルサインオンでサインインできませんでした。もう一度お試しいただくか、管理者にお問い合わせください。',
  },
  register: {
    title: '無料登録',
    brandTitle: '{{brand}} に無料登録',
    lead: '組織名とアカウント情報を入力すると、すぐに利用を開始できます。',
    organization: '組織名',
    name: 'お名前',
    email: 'メールアドレス',
    password: 'パスワード (8文字以上)',
    submit: '登録する',
    submitting: '登録しています…',
    emailTaken:
      'このメールアドレスは登録できません。別のメールアドレスをお使いいただくか、サインインしてください。',
    closed: '現在、新規登録を受け付けていません。',
    failed: '登録できませんでした。時間をおいて再度お試しください。',
    rateLimited: '登録の試行が多すぎます。しばらく時間をおいてからもう一度お試しください。',
    haveAccount: 'アカウントをお持ちの方はサインイン',
    thanksTitle: 'ご登録ありがとうございます',
    thanksBody: 'アカウントを作成しました。さっそくチャットを始めましょう。',
    thanksSignIn: 'サインインして始める',
    thanksStart: 'ホームへ進む',
  },
  session: {
    signOut: 'サインアウト',
    expired: 'セッションの有効期限が切れました。もう一度サインインしてください。',
  },
}

export type AuthMessages = typeof authJa

export const authEn: AuthMessages = {
  signIn: {
    title: 'Sign in',
    adminTitle: 'Administrator sign-in',
    brandTitle: 'Sign in to {{brand}}',
    signedOutBecause: {
      'tenant-account-in-console':
        'You were signed out: the console is for system administrators only. Sign in with a system administrator account.',
      'admin-account-on-site':
        'You were signed out: a system administrator account cannot use the member screens. Sign in with a member account.',
      'session-expired':
        "You were signed out: your session passed your organisation's session lifetime or idle timeout. Please sign in again.",
    },
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    invalid: 'The email or password is incorrect.',
    tooMany: 'Too many sign-in attempts. Try again in {{seconds}} seconds.',
    failed: 'Could not sign in. Please try again later.',
    sso: 'Single sign-on (ezpass)',
    register: 'No account yet? Register for free',
    adminHint: 'System administrators sign in from the console.',
    adminLink: 'Go to the console',
    tenantLink: 'Go to the user sign-in',
    signedOut: 'You have been signed out.',
  },
  sso: {
    title: 'Single sign-on',
    description: 'Sign in with your organisation account (ezpass).',
    start: 'Sign in with ezpass',
    failed: 'Could not start single sign-on. Please try again later.',
    back: 'Sign in with email',
    starting: 'Going to ezpass…',
    notInvited:
      'This account is not registered yet, and single sign-on does not create accounts. Ask an administrator of your organisation to invite you first, then try again.',
    notLinked:
      'An account with this email exists, but its address is not verified, so it cannot be linked to single sign-on. Sign in with your email, or ask your administrator.',
    declined: 'Signing in with ezpass was cancelled.',
    noEmail: 'ezpass did not share your email address. Ask your administrator.',
    expired: 'The sign-in expired or was started in another window. Please try again.',
    callbackFailed: 'Could not sign you in with single sign-on. Try again, or ask your administrator.',
  },
  register: {
    title: 'Free registration',
    brandTitle: 'Register for {{brand}}',
    lead: 'Enter your organisation and account details to start right away.',
    organization: 'Organisation name',
    name: 'Your name',
    email: 'Email',
    password: 'Password (at least 8 characters)',
    submit: 'Register',
    submitting: 'Registering…',
    emailTaken: 'This email address cannot be registered. Use another address, or sign in.',
    closed: 'Registration is currently closed.',
    failed: 'Could not register. Please try again later.',
    rateLimited: 'Too many registration attempts. Please wait a while and try again.',
    haveAccount: 'Already have an account? Sign in',
    thanksTitle: 'Thank you for registering',
    thanksBody: 'Your account is ready. Start your first chat.',
    thanksSignIn: 'Sign in to start',
    thanksStart: 'Go to home',
  },
  session: {
    signOut: 'Sign out',
    expired: 'Your session has expired. Please sign in again.',
  },
}
