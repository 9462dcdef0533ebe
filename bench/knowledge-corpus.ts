/**
 * Synthetic passages for the retrieval latency benchmark (bench/knowledge-latency.ts): Japanese
 * and English sentences built from a vocabulary with a seeded generator, so every run indexes
 * the same 100 000 chunks. Content words come from a lexicon of some 1 100 kanji words (real
 * ones first, then pairs of common kanji) drawn with a Zipf–Mandelbrot skew: the most common
 * word is in about a fifth of the Japanese passages, a typical one in 1–3 %, as in a company's
 * documents; particles and verb endings («ます», «について») are in nearly all of them. So a
 * question meets both long posting lists and short ones, as real questions do.
 */

/** Kanji words; two of them make a compound («経費» + «精算»), so there are thousands of topics. */
const KANJI_WORDS = (
  '経費 精算 申請 承認 休暇 有給 勤怠 残業 給与 賞与 手当 通勤 出張 宿泊 交通 会議 稟議 契約 請求 支払 ' +
  '予算 決算 監査 税務 会計 人事 評価 採用 研修 退職 異動 昇格 規程 規則 方針 手順 管理 運用 保守 障害 ' +
  '対応 報告 連絡 相談 顧客 取引 納品 検収 発注 在庫 品質 安全 衛生 防災 情報 機密 個人 端末 認証 暗号 ' +
  '権限 記録 保存 廃棄 設備 備品 施設 車両 健康 診断 育児 介護 休職 復職 副業 兼業 懲戒 服務 時間 休日 ' +
  '振替 代休 深夜 勤務 在宅 社員 部門 部長 課長 担当 窓口 期限 月末 翌月 年度 上限 金額 領収 書類 様式 ' +
  '電子 署名 印鑑 社内 社外 海外 国内 本社 支店 工場 営業 開発 製造 物流 総務 経理 法務 広報 企画 調達'
).split(' ')

/** Common kanji: pairs of them stand for the long tail of a company's vocabulary. */
const COMMON_KANJI =
  '日本人会社事業務部門課長員工場品質管理計画開発製造販売営業顧客契約請求支払金額予算決算税会計監査法総' +
  '採用研修評価給与賞手当休暇勤時間残出張交通宿泊費経財資産設備施安全衛生健康保険年福利厚制度規程則方針' +
  '手順基準報告連絡相談承認申届記録存文書情機密個端末信電話郵便配送庫物流調達購買取引先競合市商価格広宣伝' +
  '企画戦略目標成果改善問題対策障害復旧運保守点検査試験確変更新登削除'

/** Generated tail words of the lexicon (a fixed seed: the same words every run). */
const TAIL_WORDS = 1_000
/** Zipf–Mandelbrot's offset: word i is drawn in proportion to 1 / (i + HEAD); a larger HEAD flattens the top. */
const HEAD = 10

const KATAKANA_WORDS = (
  'システム パスワード アカウント サーバー ネットワーク クラウド データ ファイル メール チャット ' +
  'ポリシー ルール マニュアル プロジェクト ミーティング レポート チェック リスト サポート サービス ' +
  'ログイン アクセス バックアップ セキュリティ ウイルス パソコン スマートフォン プリンター タクシー ホテル'
).split(' ')

const JAPANESE_VERBS = [
  'を提出します',
  'を確認してください',
  'を申請できます',
  'を承認する必要があります',
  'が支給されます',
  'を記録します',
  'を保存してください',
  'が適用されます',
  'を報告しなければなりません',
  'を更新します',
  'を行うことができます',
  'は認められません',
  'を管理します',
  'について定めます',
  'を利用できます',
  'を変更する場合は届け出ます',
]

const JAPANESE_LINKS = ['は', 'の', 'に関する', 'における', 'および', 'または', 'による']
const JAPANESE_OPENINGS = ['', '原則として、', 'ただし、', 'なお、', '必要に応じて、', '毎月', '事前に']

const ENGLISH_NOUNS = (
  'expense report receipt approval manager employee travel policy hotel flight taxi allowance budget ' +
  'invoice payment contract vendor customer order delivery inventory warehouse quality safety incident ' +
  'password account laptop device network server backup access badge visitor meeting room calendar ' +
  'schedule deadline holiday leave vacation overtime salary bonus benefit insurance training review ' +
  'project release feature manual warranty battery charger screen firmware update setting button ' +
  'printer scanner license subscription refund shipment package label region office branch department'
).split(' ')

const ENGLISH_ADJECTIVES = (
  'annual monthly weekly internal external domestic international approved pending urgent standard ' +
  'optional mandatory temporary permanent remote shared personal corporate regional digital'
).split(' ')

const ENGLISH_VERBS = (
  'submit approve review record store update reset request report check renew cancel book reimburse ' +
  'install configure replace return register confirm'
).split(' ')

const ENGLISH_TEMPLATES = [
  (a: string, n: string, v: string, m: string) => `Employees must ${v} the ${a} ${n} before the ${m} ends.`,
  (a: string, n: string, v: string, m: string) => `The ${n} team will ${v} every ${a} ${m} within five days.`,
  (a: string, n: string, v: string, m: string) => `Please ${v} your ${a} ${n} through the ${m} portal.`,
  (a: string, n: string, v: string, m: string) => `A ${a} ${n} is required to ${v} the ${m}.`,
  (a: string, n: string, v: string, m: string) => `Contact the ${m} desk if you cannot ${v} the ${a} ${n}.`,
  (a: string, n: string, v: string, m: string) => `Managers ${v} each ${n} and keep the ${a} ${m} on file.`,
]

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/** An item drawn in proportion to 1 / (index + HEAD) (the inverse of that law's continuous CDF). */
function skewed<T>(random: () => number, items: readonly T[]): T {
  const index = Math.floor(HEAD * ((items.length + HEAD) / HEAD) ** random() - HEAD)
  return items[Math.min(items.length - 1, Math.max(0, index))] as T
}

/** The real kanji words, then generated pairs of common kanji: the most common first. */
const LEXICON: readonly string[] = (() => {
  const random = seededRandom(1_000)
  const characters = Array.from(COMMON_KANJI)
  const words = new Set(KANJI_WORDS)
  while (words.size < KANJI_WORDS.length + TAIL_WORDS)
    words.add(uniform(random, characters) + uniform(random, characters))
  return [...words]
})()

function uniform<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function japaneseNoun(random: () => number): string {
  const roll = random()
  if (roll < 0.2) return skewed(random, KATAKANA_WORDS)
  if (roll < 0.6) return skewed(random, LEXICON)
  return skewed(random, LEXICON) + skewed(random, LEXICON)
}

function japaneseSentence(random: () => number): string {
  const subject = japaneseNoun(random)
  const object = japaneseNoun(random)
  return `${uniform(random, JAPANESE_OPENINGS)}${subject}${uniform(random, JAPANESE_LINKS)}${object}${uniform(random, JAPANESE_VERBS)}。`
}

function englishSentence(random: () => number): string {
  const template = uniform(random, ENGLISH_TEMPLATES)
  return template(
    skewed(random, ENGLISH_ADJECTIVES),
    skewed(random, ENGLISH_NOUNS),
    uniform(random, ENGLISH_VERBS),
    skewed(random, ENGLISH_NOUNS),
  )
}

/** Passage `index` of the corpus: two thirds Japanese, one third English, 100–200 characters. */
export function syntheticPassage(random: () => number, index: number): string {
  const english = index % 3 === 2
  const target = 100 + Math.floor(random() * 100)
  let text = ''
  while (text.length < target) {
    const sentence = english ? englishSentence(random) : japaneseSentence(random)
    if (text.length + sentence.length > 200 && text.length >= 100) break
    text += (text && english ? ' ' : '') + sentence
  }
  return text
}

/** Questions a user could ask of such a corpus: same vocabulary, phrased as questions. */
export function syntheticQuestions(count: number, seed = 7): string[] {
  const random = seededRandom(seed)
  const questions: string[] = []
  for (let index = 0; index < count; index++) {
    if (index % 3 === 2) {
      const noun = skewed(random, ENGLISH_NOUNS)
      const verb = uniform(random, ENGLISH_VERBS)
      const adjective = skewed(random, ENGLISH_ADJECTIVES)
      questions.push(
        index % 2 === 0
          ? `How do I ${verb} a ${adjective} ${noun}?`
          : `Who has to ${verb} the ${noun} and by when?`,
      )
    } else {
      const noun = japaneseNoun(random)
      const other = japaneseNoun(random)
      questions.push(
        index % 2 === 0
          ? `${noun}の${other}はどうすればいいですか？`
          : `${noun}について${other}の決まりを教えて`,
      )
    }
  }
  return questions
}

/** A page of a manual in English (the PDF fixture's font is ASCII): about `length` characters. */
export function englishPage(random: () => number, length: number): string {
  const sentences: string[] = []
  let size = 0
  while (size < length) {
    const sentence = englishSentence(random)
    sentences.push(sentence)
    size += sentence.length + 1
  }
  return sentences.join(' ')
}
