/**
 * The labelled test set of PII masking (issue 19, ADR 034): Japanese and English sentences with
 * the spans that must be masked (`expect`, each by its exact text and kind) and, as important,
 * sentences full of numbers that must not be (dates, times, postal codes, prices, order and
 * version numbers, 12-digit numbers that fail the My Number check digit, 16-digit numbers that
 * fail the Luhn check). masking-accuracy.server.test.ts measures precision and recall per kind.
 * The card numbers are the networks' published test numbers; the My Numbers are made up, with
 * a correct check digit.
 */
import type { MaskKind } from '#app/features/pii-masking/masking.shared'

export interface LabelledSentence {
  lang: 'ja' | 'en'
  text: string
  /** What must be masked: `match` is the exact text of the span (its first occurrence). */
  expect: { kind: MaskKind; match: string }[]
}

/** The administrators' NG words the set is measured with. */
export const TEST_NG_WORDS = ['Project Falcon', '極秘', 'ファルコン計画', 'ACME-9', 'ガンマ案件']

const s = (lang: LabelledSentence['lang'], text: string, ...expect: LabelledSentence['expect']) => ({
  lang,
  text,
  expect,
})
const email = (match: string) => ({ kind: 'email' as const, match })
const phone = (match: string) => ({ kind: 'phone' as const, match })
const myNumber = (match: string) => ({ kind: 'myNumber' as const, match })
const card = (match: string) => ({ kind: 'card' as const, match })
const ng = (match: string) => ({ kind: 'ngWord' as const, match })

export const PII_SENTENCES: LabelledSentence[] = [
  // E-mail addresses.
  s('ja', '担当の山田さんのアドレスは yamada.taro@example.co.jp です。', email('yamada.taro@example.co.jp')),
  s('ja', '返信はsupport+billing@example.comまでお願いします。', email('support+billing@example.com')),
  s(
    'ja',
    '全角で書くと ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ になります。',
    email('ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ'),
  ),
  s('ja', '（連絡先：sato_k@mail.example.ne.jp）', email('sato_k@mail.example.ne.jp')),
  s(
    'ja',
    '宛先は a.b-c@sub-domain.example.org と cc に info@example.jp を入れて。',
    email('a.b-c@sub-domain.example.org'),
    email('info@example.jp'),
  ),
  s('ja', 'メール「Tanaka.Ichiro@Example.COM」に送ってください', email('Tanaka.Ichiro@Example.COM')),
  s('en', 'Please email jane.doe@example.com about the invoice.', email('jane.doe@example.com')),
  s('en', 'Contact: <ops-team@corp.example.io>', email('ops-team@corp.example.io')),
  s('en', 'Send it to J.Smith@Example.co.uk, thanks.', email('J.Smith@Example.co.uk')),
  s(
    'en',
    'My addresses are a1@example.net and b2@example.net.',
    email('a1@example.net'),
    email('b2@example.net'),
  ),
  s('en', 'Reply to first.last+tag@example.travel before Friday.', email('first.last+tag@example.travel')),
  s('en', 'The log said user=bob@example.com;status=ok', email('bob@example.com')),
  // Not e-mail addresses.
  s('ja', '@tanaka さん、会議は 10:30 からです。'),
  s('ja', 'りんごを 3 個 @120 円で買いました。'),
  s('en', 'Follow us at @example on social media.'),
  s('en', 'The decorator @Injectable() marks the class.'),
  s('en', 'Run git push origin@latest is not a command.'),
  // Phone numbers, Japanese formats.
  s('ja', '東京オフィスの電話番号は 03-1234-5678 です。', phone('03-1234-5678')),
  s('ja', '携帯は090-1234-5678にお願いします。', phone('090-1234-5678')),
  s('ja', 'お問い合わせはフリーダイヤル 0120-123-456 まで。', phone('0120-123-456')),
  s('ja', '海外からは +81 90 1234 5678 におかけください。', phone('+81 90 1234 5678')),
  s('ja', '全角の番号 ０８０－９８７６－５４３２ でも届きます。', phone('０８０－９８７６－５４３２')),
  s('ja', '長音記号で０９０ー１１１１ー２２２２と書かれていた。', phone('０９０ー１１１１ー２２２２')),
  s('ja', '大阪支店（06-6123-4567）へ転送してください。', phone('06-6123-4567')),
  s('ja', '横浜の045-123-4567と札幌の011-234-5678に連絡済み。', phone('045-123-4567'), phone('011-234-5678')),
  s('ja', '番号は 03(1234)5678 です。', phone('03(1234)5678')),
  s('ja', 'TEL:0312345678 FAX:0312345679', phone('0312345678'), phone('0312345679')),
  s('ja', 'IP電話 050-3123-4567 を使っています。', phone('050-3123-4567')),
  s('ja', '070-1234-5678 から着信がありました。', phone('070-1234-5678')),
  s('ja', 'ナビダイヤル0570-012-345は有料です。', phone('0570-012-345')),
  s('ja', 'ハイフンなしの 09012345678 でも登録できますか？', phone('09012345678')),
  s('ja', '+81-3-1234-5678 が代表番号です。', phone('+81-3-1234-5678')),
  // Phone numbers, international.
  s('en', 'Call me at +1 (415) 555-2671 tomorrow.', phone('+1 (415) 555-2671')),
  s('en', 'Our US office: (212) 555-0147.', phone('(212) 555-0147')),
  s('en', 'Text 415-555-2671 if you are late.', phone('415-555-2671')),
  s('en', 'The London desk is +44 20 7946 0958.', phone('+44 20 7946 0958')),
  s(
    'en',
    'Paris: +33 1 23 45 67 89, Berlin: +49 30 12345678.',
    phone('+33 1 23 45 67 89'),
    phone('+49 30 12345678'),
  ),
  s('en', 'Reach the Tokyo team on +81 3 1234 5678.', phone('+81 3 1234 5678')),
  s('en', 'Her mobile is +61 412 345 678.', phone('+61 412 345 678')),
  s('en', 'Dial +1-800-555-0199 for support.', phone('+1-800-555-0199')),
  // Not phone numbers: postal codes, dates, times, prices, order and version numbers.
  s('ja', '〒123-4567 東京都千代田区1-2-3 に送ってください。'),
  s('ja', '郵便番号は 100-0001 です。'),
  s('ja', '納期は2024-01-15、再納品は2024/02/01の予定です。'),
  s('ja', '会議は 13:45 から 15:00 まで、2024年3月15日に行います。'),
  s('ja', '見積金額は ¥1,234,567（税込 1,358,023 円）です。'),
  s('ja', '注文番号 ORD-2024-000123 の件で確認です。'),
  s('ja', '注文番号 20240115-0001 と 20240115-0002 を統合してください。'),
  s('ja', 'バージョン 1.2.3 から 10.4.12 に上げました。'),
  s('ja', '在庫は 1234 個、出荷は 5678 個です。'),
  s('ja', 'ISBN 978-4-06-519981-7 の本を注文しました。'),
  s('ja', '第3四半期の売上は前年比 12.5% 増でした。'),
  s('ja', 'サーバーの IP は 192.168.10.25 です。'),
  s('ja', '予約番号は 8-1234-5678-9 です。'),
  s('ja', '社員番号 20231234 の勤怠を確認してください。'),
  s('en', 'The meeting is on 2024-03-15 at 10:30.'),
  s('en', 'Upgrade from v2.14.1 to v3.0.0 before 12/31/2024.'),
  s('en', 'Invoice #2024-0042 totals $12,345.67.'),
  s('en', 'Order 1234-5678-90 shipped on 01/15/2024.'),
  s('en', 'Tracking number 1Z999AA10123456784 was delivered.'),
  s('en', 'The population grew from 1,234,567 to 1,345,678.'),
  s('en', 'Room 1204, building 3, floor 12.'),
  s('en', 'Error code 0x80070005 appeared at 23:59:59.'),
  s('en', 'Release 2024.01.15 fixes bug 123456.'),
  // My Numbers (valid check digit).
  s('ja', '私のマイナンバーは 123456789018 です。', myNumber('123456789018')),
  s('ja', '個人番号：9876 5432 1093', myNumber('9876 5432 1093')),
  s('ja', '扶養家族の個人番号は3141-5926-5352です。', myNumber('3141-5926-5352')),
  s('ja', '全角の個人番号 ２７１８２８１８２８４０ を記入しました。', myNumber('２７１８２８１８２８４０')),
  s('ja', 'マイナンバー(555012345676)を提出してください。', myNumber('555012345676')),
  s('en', 'My Individual Number is 8642 0864 2086.', myNumber('8642 0864 2086')),
  s('en', 'The form lists 111111111118 as the number.', myNumber('111111111118')),
  // Not My Numbers: twelve digits that fail the check digit, eleven or thirteen digits.
  s('ja', '注文番号 123456789012 の配送状況を教えてください。'),
  s('ja', '口座番号 9876 5432 1098 は解約済みです。'),
  s('ja', '受付番号は202401151030です。'),
  s('ja', '伝票番号 314159265358 を再発行しました。'),
  s('ja', '11桁の番号 12345678901 は何ですか。'),
  s('en', 'Shipment 111111111111 left the warehouse.'),
  s('en', 'Ticket 5550-1234-5670 is closed.'),
  // Payment card numbers (published test numbers).
  s('ja', 'カード番号は 4111 1111 1111 1111 です。', card('4111 1111 1111 1111')),
  s('ja', 'クレジットカード4242424242424242で決済しました。', card('4242424242424242')),
  s('ja', 'JCB 3530-1113-3330-0000 の有効期限は 12/27 です。', card('3530-1113-3330-0000')),
  s(
    'ja',
    '全角で ５５５５　５５５５　５５５５　４４４４ と入力。',
    card('５５５５　５５５５　５５５５　４４４４'),
  ),
  s('ja', 'アメックスは3782 822463 10005です。', card('3782 822463 10005')),
  s('ja', '銀聯カード 6200000000000005 も使えますか。', card('6200000000000005')),
  s('en', 'Charge card 5105-1051-0510-5100 for the renewal.', card('5105-1051-0510-5100')),
  s('en', 'Amex 371449635398431 expires 05/26.', card('371449635398431')),
  s('en', 'Diners: 3056 9309 0259 04.', card('3056 9309 0259 04')),
  s('en', 'Discover 6011 1111 1111 1117 was declined.', card('6011 1111 1111 1117')),
  s('en', 'Use 3566002020360505 (JCB) instead.', card('3566002020360505')),
  s('en', 'Visa 4000 0000 0000 0002, CVC 123.', card('4000 0000 0000 0002')),
  // Not card numbers: Luhn fails, no card network, product codes.
  s('ja', '番号 4111 1111 1111 1112 は無効です。'),
  s('ja', '問い合わせ番号 1234 5678 9012 3456 をお伝えください。'),
  s('ja', 'JAN コード 4901234567894 の商品です。'),
  s('ja', '追跡番号 1000-0000-0000-0008 を確認しました。'),
  s('en', 'Order number 1234567812345670 is pending.'),
  s('en', 'Serial 4532 0151 1283 0367 failed the check.'),
  s('en', 'Reference 9999 8888 7777 6666 was archived.'),
  s('en', 'The SKU is 0000000000000000.'),
  // NG words.
  s('ja', 'Project Falcon の進捗を教えて。', ng('Project Falcon')),
  s('ja', 'これは極秘の資料です。', ng('極秘')),
  s('ja', 'ファルコン計画と ﾌｧﾙｺﾝ計画 は同じものです。', ng('ファルコン計画'), ng('ﾌｧﾙｺﾝ計画')),
  s('ja', '全角の ＰＲＯＪＥＣＴ　ＦＡＬＣＯＮ も対象です。', ng('ＰＲＯＪＥＣＴ　ＦＡＬＣＯＮ')),
  s('ja', 'ｶﾞﾝﾏ案件の見積もりを作成して。', ng('ｶﾞﾝﾏ案件')),
  s('ja', 'acme-9 の仕様をまとめて。', ng('acme-9')),
  s('en', 'Summarise PROJECT FALCON for the board.', ng('PROJECT FALCON')),
  s('en', 'Is project falcon on schedule?', ng('project falcon')),
  s('en', 'The ACME-9 prototype is late.', ng('ACME-9')),
  // Not NG words: an ASCII word inside a longer word is another word.
  s('en', 'Project Falconry is a hobby club.'),
  s('en', 'The ACME-90 model is public.'),
  s('ja', '秘密ではありません。'),
  // Several kinds at once.
  s(
    'ja',
    '山田（yamada@example.jp、090-2222-3333）のカード 4111111111111111 を解約。',
    email('yamada@example.jp'),
    phone('090-2222-3333'),
    card('4111111111111111'),
  ),
  s(
    'ja',
    '極秘：個人番号 123456789018、電話 03-1234-5678、〒150-0001。',
    ng('極秘'),
    myNumber('123456789018'),
    phone('03-1234-5678'),
  ),
  s(
    'en',
    'Ask jane@example.com (+1 415 555 2671) about Project Falcon by 2024-05-01.',
    email('jane@example.com'),
    phone('+1 415 555 2671'),
    ng('Project Falcon'),
  ),
  s(
    'en',
    'Card 5555 5555 5555 4444, phone 03-9876-5432, order 2024-0042, total $99.95.',
    card('5555 5555 5555 4444'),
    phone('03-9876-5432'),
  ),
  // Ordinary sentences with nothing to mask.
  s('ja', '来週の会議資料を 3 ページにまとめてください。'),
  s('ja', '2025年度の予算は 1,200 万円、人員は 12 名です。'),
  s('ja', '午前 9 時から午後 6 時まで営業しています。'),
  s('ja', 'この FAQ の 2 番目の回答を英語に訳して。'),
  s('ja', '有給休暇は入社 6 か月後に 10 日付与されます。'),
  s('en', 'Write a polite reply declining the meeting on Tuesday.'),
  s('en', 'We shipped 250 units in Q3 and 310 in Q4.'),
  s('en', 'The API returns HTTP 429 after 30 requests per 60 seconds.'),
  s('en', 'Chapter 12, section 4.2, page 118.'),
  s('en', 'Latitude 35.6812, longitude 139.7671.'),
]

/**
 * Written after the detectors were tuned on the sentences above and measured once, unchanged:
 * how the masking does on text it was not fitted to (ADR 034 reports both).
 */
export const HELD_OUT_SENTENCES: LabelledSentence[] = [
  s('ja', '電話: 03 1234 5678（平日のみ）', phone('03 1234 5678')),
  s('ja', '代表（03）1234-5678 へおかけください。', phone('（03）1234-5678')),
  s('ja', '海外から +81(0)90-1234-5678 でつながります。', phone('+81(0)90-1234-5678')),
  s('ja', '連絡は 080.1234.5678 まで。', phone('080.1234.5678')),
  s('ja', '窓口：0120(123)456', phone('0120(123)456')),
  s('ja', '自宅 0467-12-3456 に夜かけます。', phone('0467-12-3456')),
  s('ja', 'Eメール hanako.s@example.com に資料を送付。', email('hanako.s@example.com')),
  s('ja', 'ccに dev-team@example.co.jp を追加して。', email('dev-team@example.co.jp')),
  s('ja', '例のアドレスは山田@例え.jp です。', email('山田@例え.jp')),
  s('ja', 'マイナンバー 2024 0115 1038 を控えました。', myNumber('2024 0115 1038')),
  s('ja', '番号はVISAの4111-1111-1111-1111です。', card('4111-1111-1111-1111')),
  s('ja', 'ファルコン計画の件、極秘でお願いします。', ng('ファルコン計画'), ng('極秘')),
  s('ja', '令和6年1月15日 12:30〜13:30 に打ち合わせ。'),
  s('ja', '品番 AB-1234-5678 を 20 個発注。'),
  s('ja', '会員番号 0012-3456-7890 でログインしました。'),
  s('ja', '請求書番号 INV-20240115-001 を再送してください。'),
  s('ja', '営業時間は 09:00-18:00、定休日は水曜です。'),
  s('ja', '住所は東京都港区1-2-3 ABCビル 4F です。'),
  s('ja', '電話番号は非公開です。'),
  s('ja', '口座番号 1234567（普通）に振り込みました。'),
  s('ja', '2024.01.15 版の規程 第12条第3項を参照。'),
  s('ja', '気温は -3.5 度から 12 度まで上がりました。'),
  s('en', 'Phone: 020 7946 0958 (UK, from inside the UK).', phone('020 7946 0958')),
  s('en', 'Call 1-800-555-0199 toll free.', phone('1-800-555-0199')),
  s('en', 'Her number is 415.555.2671.', phone('415.555.2671')),
  s('en', 'Email SALES@EXAMPLE.COM for a quote.', email('SALES@EXAMPLE.COM')),
  s('en', 'Write to noreply@notifications.example.com.', email('noreply@notifications.example.com')),
  s('en', 'Card on file: 4242 4242 4242 4242 (exp 09/28).', card('4242 4242 4242 4242')),
  s('en', 'Pay with MasterCard 2221 0000 0000 0009.', card('2221 0000 0000 0009')),
  s('en', 'The ACME-9 and project falcon memos are confidential.', ng('ACME-9'), ng('project falcon')),
  s('en', 'ISBN-13: 978-0-306-40615-7'),
  s('en', 'Patent US 10,123,456 B2 was granted in 2019.'),
  s('en', 'The total is USD 1,234.56 due 2024-06-30.'),
  s('en', 'Meet at 9:30-10:15 in room 03-12.'),
  s('en', 'Build 20240115.3 passed 1,024 tests.'),
  s('en', 'Coordinates 51.5072, -0.1276 mark the spot.'),
  s('en', 'Account 000123456789 was closed.'),
  s('en', 'Part number 5500-0000-0000-0004 is discontinued.'),
]
