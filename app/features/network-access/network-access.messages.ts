/** The owner's card on /team: the IP allow-list and the session limits (ADR 035). */
export const networkAccessJa = {
  heading: 'IP アドレスの制限とセッション',
  description:
    'この組織の画面・API・API トークンを使えるアクセス元と、サインインの有効期間を決めます（オーナーのみ）。',
  list: '許可する IP アドレス',
  listHelp:
    '1 行に 1 つ、IP アドレスか CIDR 範囲（IPv4 / IPv6）を入力します。例: 203.0.113.0/24、2001:db8::/32。空欄にするとどこからでも利用できます。',
  yourAddress: 'あなたの現在の IP アドレス: {{address}}',
  unknownAddress: '不明',
  lifetime: 'セッションの有効期間（時間）',
  lifetimeHelp:
    '1〜2160 時間。サインインからこの時間が過ぎるとサインアウトします。空欄: プラットフォームの既定。',
  idle: '無操作で終了するまで（分）',
  idleHelp: '5〜43200 分。この時間操作がないとサインアウトします。空欄: 制限なし。',
  save: '保存',
  saved: 'IP アドレスの制限とセッションの設定を保存しました。',
  lockOut: {
    title: 'あなた自身がアクセスできなくなります',
    description:
      'あなたの現在の IP アドレス {{address}} は新しい許可リストに含まれていません。保存すると、このアドレスからはこの組織の画面も API も使えなくなります。',
    confirm: '保存してアクセスを失う',
  },
}

export const networkAccessEn: typeof networkAccessJa = {
  heading: 'IP allow-list and sessions',
  description:
    "Where this organisation's screens, API and API tokens may be used from, and how long a sign-in lasts (owners only).",
  list: 'Allowed IP addresses',
  listHelp:
    'One IP address or CIDR range (IPv4 / IPv6) per line, e.g. 203.0.113.0/24, 2001:db8::/32. Leave empty to allow everywhere.',
  yourAddress: 'Your current IP address: {{address}}',
  unknownAddress: 'unknown',
  lifetime: 'Session lifetime (hours)',
  lifetimeHelp: '1 to 2160 hours after sign-in. Empty: the platform default.',
  idle: 'Idle timeout (minutes)',
  idleHelp: '5 to 43200 minutes without activity. Empty: no idle limit.',
  save: 'Save',
  saved: 'IP allow-list and session settings saved.',
  lockOut: {
    title: 'You will lock yourself out',
    description:
      "Your current IP address {{address}} is not in the new allow-list. Once saved, this organisation's screens and API cannot be used from this address.",
    confirm: 'Save and lose access',
  },
}
