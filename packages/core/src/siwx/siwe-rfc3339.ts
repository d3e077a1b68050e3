// RFC 3339 `date-time`, which EIP-4361 requires for Issued At, Expiration Time and Not Before. `Date.parse` is no
// check: it accepts many other shapes and rolls 2022-02-31 over to March, which the conformance vectors must reject.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/**
 * The instant an RFC 3339 date-time names, in ms since the epoch (fractions beyond ms are dropped), or undefined
 * when `text` is not a valid RFC 3339 date-time (wrong shape, or a day, hour, minute or offset out of range).
 */
export function parseRfc3339DateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  // 60 is a leap second, which RFC 3339 allows; it counts as the first instant of the next minute here.
  if (hour > 23 || minute > 59 || second > 60) return undefined
  const offsetHour = sign ? Number(oh) : 0
  const offsetMinute = sign ? Number(om) : 0
  if (offsetHour > 23 || offsetMinute > 59) return undefined
  const ms = fraction ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, ms)
  const offsetMs = (offsetHour * 60 + offsetMinute) * 60_000 * (sign === '-' ? -1 : 1)
  return date.getTime() - offsetMs
}
