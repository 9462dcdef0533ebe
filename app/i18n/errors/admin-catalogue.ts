/** The catalogue console: categories, custom and FAQ chats, FAQ entries and their CSV. */
export const adminCatalogueErrorsJa = {
  categoryNotFound: 'カテゴリ「{{id}}」はありません',
  categoryIdTaken: 'ID「{{id}}」はすでに使われています。',
  /** `namesJa`: at most three chats' names, errors.admin.listSeparator between them. */
  categoryInUse:
    '{{chats}} 件のチャット（{{namesJa}}）がこのカテゴリを使っているため削除できません。先にチャットを別のカテゴリ（または「なし」）に移してください。',
  noSuchCategory: 'このカテゴリはありません。',
  chatNotFound: 'チャット「{{id}}」はありません',
  tenantNotFound: 'テナント「{{id}}」はありません',
  /** By the kind of chat that has the keyword. */
  keywordTaken: {
    custom: 'キーワード「{{keyword}}」はカスタムチャットですでに使われています。',
    faq: 'キーワード「{{keyword}}」はFAQチャットですでに使われています。',
    ops: 'キーワード「{{keyword}}」は運用チャットですでに使われています。',
  },
  chooseKind: '種類を選んでください',
  retrievalLimit: '1〜20 の整数で入力してください。',
  hintTooLong: '例文は1件{{maximum}}文字以内にしてください',
  tooManyHints: '例文は{{maximum}}件までです',
  // FAQ entries.
  question: '質問を1〜1000文字で入力してください。',
  answer: '回答を1〜10000文字で入力してください。',
  entryNotFound: '{{number}} 番目の FAQ はありません',
  busy: '同時に別の変更がありました。もう一度お試しください',
  fileTooLarge: 'ファイルが大きすぎます（20MBまで）',
  chooseMode: '置き換えか追加かを選んでください',
  enterQuestion: '質問を入力してください',
  atMostChars: '{{maximum}}文字以内にしてください',
  // The FAQ CSV, row by row.
  csvUnclosedQuote: '引用符（"）で始まる項目が閉じられていません。',
  csvHeader: '1行目は見出し「question,answer」（または「質問,回答」）にしてください。',
  csvTooManyRows: '一度に取り込めるのは {{maxRows}} 行までです（{{rows}} 行あります）。',
  csvFieldCount:
    '項目が {{cells}} 個あります（見出しは {{columns}} 個）。カンマや改行を含む項目は "…" で囲んでください。',
  csvQuestionEmpty: '質問が空です。',
  csvAnswerEmpty: '回答が空です。',
  csvQuestionTooLong: '質問は {{max}} 文字以内にしてください。',
  csvAnswerTooLong: '回答は {{max}} 文字以内にしてください。',
  csvNoRows: '見出しのほかに行がありません。',
}

export const adminCatalogueErrorsEn: typeof adminCatalogueErrorsJa = {
  categoryNotFound: 'There is no category "{{id}}"',
  categoryIdTaken: 'The id "{{id}}" is already taken.',
  categoryInUse:
    '{{chats}} chats ({{namesEn}}) use this category, so it cannot be deleted. Move them to another category (or to none) first.',
  noSuchCategory: 'There is no such category.',
  chatNotFound: 'There is no chat "{{id}}"',
  tenantNotFound: 'There is no tenant "{{id}}"',
  keywordTaken: {
    custom: 'The keyword "{{keyword}}" is already used by another custom chat.',
    faq: 'The keyword "{{keyword}}" is already used by another faq chat.',
    ops: 'The keyword "{{keyword}}" is already used by another ops chat.',
  },
  chooseKind: 'choose a kind',
  retrievalLimit: 'Enter a whole number from 1 to 20.',
  hintTooLong: 'each hint at most {{maximum}} characters',
  tooManyHints: 'at most {{maximum}} hints',
  question: 'Enter a question of 1 to 1000 characters.',
  answer: 'Enter an answer of 1 to 10000 characters.',
  entryNotFound: 'There is no FAQ entry #{{number}}',
  busy: 'Someone changed this FAQ at the same time. Please try again',
  fileTooLarge: 'the file is too large (20 MB at most)',
  chooseMode: 'choose replace or append',
  enterQuestion: 'enter a question',
  atMostChars: 'at most {{maximum}} characters',
  csvUnclosedQuote: 'A quoted field (") is never closed.',
  csvHeader: 'Row 1 must be the header "question,answer" (or 「質問,回答」).',
  csvTooManyRows: 'At most {{maxRows}} rows can be imported at once (the file has {{rows}}).',
  csvFieldCount:
    'Has {{cells}} fields; the header has {{columns}}. Quote fields that contain commas or line breaks.',
  csvQuestionEmpty: 'The question is empty.',
  csvAnswerEmpty: 'The answer is empty.',
  csvQuestionTooLong: 'The question must be at most {{max}} characters.',
  csvAnswerTooLong: 'The answer must be at most {{max}} characters.',
  csvNoRows: 'The file has no rows besides the header.',
}
