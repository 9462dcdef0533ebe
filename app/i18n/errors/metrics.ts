/** What `/metrics` refuses (app/server/observability, ADR 042). Never says which half of a token was wrong. */
export const metricsErrorsJa = {
  unauthorized: 'メトリクスを読むには正しいトークンを Authorization: Bearer で送ってください。',
  notExposed: 'このポートではメトリクスを公開していません。',
}

export const metricsErrorsEn: Record<keyof typeof metricsErrorsJa, string> = {
  unauthorized: 'Send the right token as Authorization: Bearer to read the metrics.',
  notExposed: 'Metrics are not served on this port.',
}
