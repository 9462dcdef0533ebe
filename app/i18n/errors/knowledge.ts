/** Refusals and failure reasons of knowledge bases and their documents (app/server/knowledge). */
export const knowledgeErrorsJa = {
  baseNotFound: 'ナレッジベースが見つかりません',
  documentNotFound: 'ドキュメントが見つかりません',
  managersOnly: 'ナレッジを管理できるのはオーナーと管理者のみです。',
  nameRequired: 'ナレッジベースの名前を入力してください（100文字以内）',
  noFile: 'ファイルを選んでください（フォームの項目 file）',
  tooManyFiles: '一度にアップロードできるファイルは {{max}} 個までです',
  fileTooLarge: '「{{name}}」は {{size}} MB です。1ファイル {{max}} MB までです。',
  uploadTooLarge: 'アップロードが大きすぎます（上限 {{max}} MB）',
  notMultipart: 'ファイルは multipart/form-data で送ってください',
  storageFull:
    'ナレッジの保存容量が足りません（使用中 {{used}} MB、上限 {{limit}} MB、追加 {{adding}} MB）。不要なドキュメントを削除するか、プランを変更してください。',
  chatNotAttachable: 'チャット「{{chat}}」にはこのナレッジベースを関連付けられません',
  chatNotFound: 'チャット「{{chat}}」が見つかりません（例: faq:leave）',
  stillProcessing: 'ドキュメントは処理中です。完了してからもう一度お試しください。',
  questionRequired: '質問を入力してください（1000文字以内）',
  failed: {
    empty: 'ファイルが空です',
    unsupportedType:
      '対応していない形式です（PDF、Word、Excel、CSV、PowerPoint、テキスト、Markdown、HTML に対応。形式はファイル名ではなく中身で判定します）',
    encrypted:
      'ファイルが暗号化またはパスワードで保護されているため読めません。保護を解除してからアップロードしてください。',
    corrupt: 'ファイルが壊れているか途中で切れているため読めません',
    tooManyPages: 'ページ数が多すぎます（上限 {{max}} ページ）。分割してからアップロードしてください。',
    zipBomb: '展開後のサイズが大きすぎるファイルです（圧縮爆弾の疑い）。読み込みを中止しました。',
    timeout: '読み込みが時間内に終わりませんでした。ファイルを分割してからお試しください。',
    outOfMemory: 'ファイルが大きすぎて読み込めませんでした。分割してからお試しください。',
    noText:
      '文字を取り出せませんでした（画像だけの PDF など）。文字を含むファイルをアップロードしてください。',
    internal: '処理中にエラーが発生しました。「再処理」でもう一度お試しください。',
  },
}

export const knowledgeErrorsEn: typeof knowledgeErrorsJa = {
  baseNotFound: 'Knowledge base not found',
  documentNotFound: 'Document not found',
  managersOnly: 'Only owners and admins can manage knowledge.',
  nameRequired: 'Enter a name for the knowledge base (at most 100 characters)',
  noFile: 'Choose a file (form field "file")',
  tooManyFiles: 'At most {{max}} files can be uploaded at once',
  fileTooLarge: '"{{name}}" is {{size}} MB. Each file may be at most {{max}} MB.',
  uploadTooLarge: 'The upload is too large (at most {{max}} MB)',
  notMultipart: 'Send files as multipart/form-data',
  storageFull:
    'Not enough knowledge storage ({{used}} MB used of {{limit}} MB, adding {{adding}} MB). Delete documents you no longer need or change the plan.',
  chatNotAttachable: 'This knowledge base cannot be attached to the chat "{{chat}}"',
  chatNotFound: 'Chat "{{chat}}" not found (e.g. faq:leave)',
  stillProcessing: 'The document is still being processed. Try again when it is done.',
  questionRequired: 'Enter a question (at most 1000 characters)',
  failed: {
    empty: 'The file is empty',
    unsupportedType:
      'Unsupported format (PDF, Word, Excel, CSV, PowerPoint, text, Markdown and HTML are supported; the format is read from the content, not the file name)',
    encrypted:
      'The file is encrypted or password-protected and cannot be read. Remove the protection and upload it again.',
    corrupt: 'The file is damaged or cut short and cannot be read',
    tooManyPages: 'Too many pages (at most {{max}}). Split the file and upload the parts.',
    zipBomb: 'The file expands to far too much data (a suspected zip bomb). Reading it was stopped.',
    timeout: 'Reading the file did not finish in time. Split the file and try again.',
    outOfMemory: 'The file was too large to read. Split it and try again.',
    noText:
      'No text could be read from the file (an image-only PDF, for example). Upload a file that contains text.',
    internal: 'Something went wrong while processing. Use "Re-process" to try again.',
  },
}
