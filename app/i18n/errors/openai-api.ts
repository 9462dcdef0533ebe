/** Refusals of the OpenAI-compatible API under /v1 and of the tenant API keys (app/server/openai-api, app/server/api-keys). */
export const openaiApiErrorsJa = {
  missingKey: 'API キーがありません。Authorization: Bearer <キー> ヘッダーで送ってください。',
  invalidKey: 'API キーが正しくないか、無効にされています。',
  tenantSuspended: 'この組織は停止されているため、API は使えません。サービスの管理者にお問い合わせください。',
  modelNotFound:
    'モデル {{model}} はありません。GET /v1/models で使えるモデル（chat、custom:<キーワード> など）を確認してください。',
  bodyNotObject: 'リクエストの本文は JSON のオブジェクトで送ってください。',
  modelMissing: 'model（例: "chat"）を文字列で指定してください。',
  messagesMissing: 'messages は 1 件以上のメッセージの配列で送ってください。',
  tooManyMessages: 'messages は {{max}} 件までです。古いメッセージを省いてください。',
  conversationTooLong: 'messages の文字数は合計 {{max}} 文字までです。古いメッセージを省いてください。',
  roleUnknown: 'メッセージの role は system、user、assistant のいずれかにしてください。',
  contentNotText: 'メッセージの content は文字列（またはテキストの部品の配列）で送ってください。',
  lastMessageNotUser: '最後のメッセージは role が user の質問にしてください。',
  toolsNotSupported:
    'ツール呼び出し（tools、tool_choice、functions、function_call、role: tool）には対応していません。外して送ってください。',
  onlyOneChoice: 'n は 1 だけに対応しています。',
  temperatureInvalid: 'temperature は 0〜2 の数で指定してください。',
  maxTokensInvalid: 'max_tokens は 1 以上の整数で指定してください。',
  streamNotBoolean: 'stream は true か false で指定してください。',
  threadIdInvalid: 'X-Thread-Id ヘッダーはスレッドの ID（100 文字まで）にしてください。',
  managersOnly: 'API キーを扱えるのはオーナーと管理者だけです。',
  keyNameInvalid: 'キーの名前は 1〜{{max}} 文字で指定してください。',
  keyChatsInvalid:
    'chats は使えるチャットのモデル ID（chat、custom:<キーワード> など）の配列か、すべてのチャットなら null で指定してください。',
  keyChatUnknown: 'この組織に {{model}} のチャットはありません。',
  keyNotFound: 'API キーが見つかりません（すでに無効にされているかもしれません）。',
  tooManyKeys: 'API キーは 1 つの組織に {{max}} 個までです。不要なものを無効にしてください。',
}

export const openaiApiErrorsEn: Record<keyof typeof openaiApiErrorsJa, string> = {
  missingKey: 'No API key: send it as the header Authorization: Bearer <key>.',
  invalidKey: 'The API key is wrong or has been revoked.',
  tenantSuspended:
    'This organisation is suspended, so its API cannot be used. Please contact the service administrator.',
  modelNotFound:
    'The model {{model}} does not exist. GET /v1/models lists the models you may use (chat, custom:<keyword>…).',
  bodyNotObject: 'Send the request body as a JSON object.',
  modelMissing: 'Give model as a string (e.g. "chat").',
  messagesMissing: 'Send messages as an array of at least one message.',
  tooManyMessages: 'At most {{max}} messages: leave out the oldest.',
  conversationTooLong: 'The messages may hold {{max}} characters in all: leave out the oldest.',
  roleUnknown: 'A message role must be system, user or assistant.',
  contentNotText: 'A message content must be a string (or an array of text parts).',
  lastMessageNotUser: 'The last message must be the question, with role user.',
  toolsNotSupported:
    'Tool calls (tools, tool_choice, functions, function_call, role: tool) are not supported: leave them out.',
  onlyOneChoice: 'Only n = 1 is supported.',
  temperatureInvalid: 'temperature must be a number from 0 to 2.',
  maxTokensInvalid: 'max_tokens must be a whole number of at least 1.',
  streamNotBoolean: 'stream must be true or false.',
  threadIdInvalid: 'The X-Thread-Id header must be a thread id (at most 100 characters).',
  managersOnly: 'Only owners and admins can manage API keys.',
  keyNameInvalid: 'A key name must be 1 to {{max}} characters.',
  keyChatsInvalid:
    'chats must be an array of the model ids of chats (chat, custom:<keyword>…), or null for every chat.',
  keyChatUnknown: 'This organisation has no chat {{model}}.',
  keyNotFound: 'API key not found (it may have been revoked already).',
  tooManyKeys: 'At most {{max}} API keys per organisation: revoke one you no longer need.',
}
