/** Errors any service may raise. */
export const commonErrorsJa = {
  checkForm: '入力内容を確認してください。',
  notInForm: '入力の形式が正しくありません。',
  /** `detailsJa`: each bad field and its problem. */
  checkInput: '入力を確認してください: {{detailsJa}}',
  /** Problems already worded from the catalogue, one per line. */
  issueList: '{{detailsJa}}',
  unstorable: '入力に保存できない文字（NUL 文字または不正な Unicode）が含まれています。',
}

export const commonErrorsEn: Record<keyof typeof commonErrorsJa, string> = {
  checkForm: 'Please check the form.',
  notInForm: 'The input is not in the expected form.',
  checkInput: 'Check the input: {{detailsEn}}',
  issueList: '{{detailsEn}}',
  unstorable: 'The input contains a character that cannot be stored (a NUL character or invalid Unicode).',
}
