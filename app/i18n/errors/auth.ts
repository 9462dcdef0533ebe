/** Refusals of signing in (app/server/auth, app/server/http/rate-limit.server.ts). */
export const authErrorsJa = {
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません',
  tooManySignIns: 'サインインの試行回数が多すぎます。{{seconds}} 秒後に再度お試しください',
  tooManyRequests: 'リクエストが多すぎます。{{seconds}} 秒後にもう一度お試しください。',
}

export const authErrorsEn: Record<keyof typeof authErrorsJa, string> = {
  invalidCredentials: 'Invalid email or password',
  tooManySignIns: 'Too many sign-in attempts; try again in {{seconds}} s',
  tooManyRequests: 'Too many requests. Please try again in {{seconds}} s.',
}
