/** Refusals of /user (app/server/account). */
export const accountErrorsJa = {
  userNotFound: 'ユーザーが見つかりません',
  sessionNotFound: 'セッションが見つかりません',
  apiTokenNotFound: 'API トークンが見つかりません',
  tooManyApiTokens: 'API トークンは 1 人 {{max}} 個までです。不要なものを無効にしてください',
}

export const accountErrorsEn: Record<keyof typeof accountErrorsJa, string> = {
  userNotFound: 'User not found',
  sessionNotFound: 'Session not found',
  apiTokenNotFound: 'API token not found',
  tooManyApiTokens: 'At most {{max}} API tokens per user: revoke one first',
}
