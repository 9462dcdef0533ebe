/**
 * The check digit of a My Number (個人番号, 12 digits): the last digit is computed from the other
 * eleven as the ordinance on the number's check digit (平成二十六年総務省令第八十五号 第五条) sets
 * out, so only about one random 12-digit number in ten passes and the others are not masked.
 */

/**
 * P(n) is the n-th of the first eleven digits counted from the right, Q(n) = n + 1 for n ≤ 6 and
 * n − 5 for n ≥ 7; with r = Σ P(n)·Q(n) mod 11, the check digit is 0 when r ≤ 1, else 11 − r.
 */
export function myNumberCheckDigit(firstEleven: string): number {
  let sum = 0
  for (let n = 1; n <= 11; n += 1) {
    const digit = Number(firstEleven[11 - n])
    sum += digit * (n <= 6 ? n + 1 : n - 5)
  }
  const remainder = sum % 11
  return remainder <= 1 ? 0 : 11 - remainder
}

/** Twelve ASCII digits whose last is the check digit of the other eleven. */
export function isMyNumber(digits: string): boolean {
  return /^\d{12}$/.test(digits) && myNumberCheckDigit(digits.slice(0, 11)) === Number(digits[11])
}
