/** The catalogue console: categories, custom and FAQ chats, FAQ entries, their CSV/XLSX and drafts. */
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
  alternateQuestions: '言い換えは1件1000文字以内、20件までにしてください。',
  fileTooLarge: 'ファイルが大きすぎます（{{maxMb}}MBまで）。',
  chooseFile: 'CSV または XLSX ファイルを選んでください。',
  chooseMode: '置き換えか追加かを選んでください',
  chooseFormat: 'CSV か XLSX かを選んでください',
  enterQuestion: '質問を入力してください',
  atMostChars: '{{maximum}}文字以内にしてください',
  // An imported FAQ file (CSV or XLSX), row by row.
  sheetUnreadable: 'CSV（UTF-8 または Shift_JIS）か XLSX のファイルとして読めませんでした。',
  sheetUnpackedTooLarge: 'XLSX の中身が大きすぎます（展開後 {{maxMb}}MB まで）。',
  sheetNoWorksheet: 'XLSX にワークシートがありません。',
  sheetUnclosedQuote: '引用符（"）で始まる項目が閉じられていません。',
  sheetHeader:
    '1行目は見出し「question,answer」（または「質問,回答」）にしてください。言い換えは「alternate_question_1」…（または「言い換え1」…）の列に1件ずつ、または「alternates」（「言い換え」）の1列に改行か | で区切って入れます。',
  sheetDuplicateColumn: '見出し「{{column}}」の列が2つあります。',
  sheetTooManyRows: '一度に取り込めるのは {{maxRows}} 行までです（{{rows}} 行あります）。',
  sheetFieldCount:
    '項目が {{cells}} 個あります（見出しは {{columns}} 個）。カンマや改行を含む項目は "…" で囲んでください。',
  sheetQuestionEmpty: '質問が空です。',
  sheetAnswerEmpty: '回答が空です。',
  sheetQuestionTooLong: '質問は {{max}} 文字以内にしてください。',
  sheetAnswerTooLong: '回答は {{max}} 文字以内にしてください。',
  sheetAlternateTooLong: '言い換えは1件 {{max}} 文字以内にしてください。',
  sheetTooManyAlternates: '言い換えは {{max}} 件までです（{{count}} 件あります）。',
  sheetUnstorable: '保存できない文字（NUL など）が含まれています。',
  sheetNoRows: '見出しのほかに行がありません。',
  // Drafting an entry from a question users asked.
  draftSettings:
    'モデルの設定が正しくないため、回答の下書きを作れませんでした。/admin/system かアプリケーションの設定を確認してください。',
  draftEmpty: 'モデルから回答が返りませんでした。もう一度お試しください。',
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
  alternateQuestions: 'Each alternate wording at most 1000 characters, at most 20 of them.',
  fileTooLarge: 'The file is too large ({{maxMb}} MB at most).',
  chooseFile: 'Choose a CSV or XLSX file.',
  chooseMode: 'choose replace or append',
  chooseFormat: 'choose CSV or XLSX',
  enterQuestion: 'enter a question',
  atMostChars: 'at most {{maximum}} characters',
  sheetUnreadable: 'The file could not be read as CSV (UTF-8 or Shift_JIS) or XLSX.',
  sheetUnpackedTooLarge: 'The XLSX holds too much ({{maxMb}} MB at most unpacked).',
  sheetNoWorksheet: 'The XLSX has no worksheet.',
  sheetUnclosedQuote: 'A quoted field (") is never closed.',
  sheetHeader:
    'Row 1 must be the header "question,answer" (or 「質問,回答」). Alternate wordings go one per column in "alternate_question_1"… (or 「言い換え1」…), or several in one "alternates" (「言い換え」) column, separated by line breaks or |.',
  sheetDuplicateColumn: 'The header has two "{{column}}" columns.',
  sheetTooManyRows: 'At most {{maxRows}} rows can be imported at once (the file has {{rows}}).',
  sheetFieldCount:
    'Has {{cells}} fields; the header has {{columns}}. Quote fields that contain commas or line breaks.',
  sheetQuestionEmpty: 'The question is empty.',
  sheetAnswerEmpty: 'The answer is empty.',
  sheetQuestionTooLong: 'The question must be at most {{max}} characters.',
  sheetAnswerTooLong: 'The answer must be at most {{max}} characters.',
  sheetAlternateTooLong: 'Each alternate wording must be at most {{max}} characters.',
  sheetTooManyAlternates: 'At most {{max}} alternate wordings (this row has {{count}}).',
  sheetUnstorable: 'Contains characters that cannot be stored (such as NUL).',
  sheetNoRows: 'The file has no rows besides the header.',
  draftSettings:
    'The model settings are not valid, so no answer could be drafted. Check /admin/system or the application settings.',
  draftEmpty: 'The model returned no answer. Please try again.',
}
