// The parts of RFC 3986 that EIP-4361 uses: `URI` (the URI line and each resource) and `authority` (the domain).
// Hand-written from the RFC's ABNF rather than `new URL()`: WHATWG URL parsing repairs input (spaces, backslashes,
// missing slashes) that RFC 3986 rejects, and a signed message must be taken exactly as written.

const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT_ENCODED = '%[0-9A-Fa-f]{2}'

/** `*( <the listed characters> / pct-encoded )` as an anchored pattern. */
const pctString = (chars: string) => new RegExp(`^(?:[${chars}]|${PCT_ENCODED})*$`)

const USERINFO = pctString(`${UNRESERVED}${SUB_DELIMS}:`)
const REG_NAME = pctString(`${UNRESERVED}${SUB_DELIMS}`)
/** path-abempty, and the other path forms once their first characters are checked: `*( segment / "/" )`. */
const PATH = pctString(`${UNRESERVED}${SUB_DELIMS}:@/`)
const QUERY_OR_FRAGMENT = pctString(`${UNRESERVED}${SUB_DELIMS}:@/?`)
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
const IP_V_FUTURE = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`)
const DEC_OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const H16 = /^[0-9A-Fa-f]{1,4}$/

const isIpv4 = (text: string) => {
  const octets = text.split('.')
  return octets.length === 4 && octets.every((octet) => DEC_OCTET.test(octet))
}

/** IPv6address: eight 16-bit pieces, the last two possibly written as an IPv4 address, one run of them as `::`. */
const isIpv6 = (text: string): boolean => {
  const gap = text.indexOf('::')
  if (gap !== text.lastIndexOf('::')) return false
  const split = (part: string) => (part === '' ? [] : part.split(':'))
  const head = split(gap === -1 ? text : text.slice(0, gap))
  const tail = gap === -1 ? undefined : split(text.slice(gap + 2))
  const pieces = [...head, ...(tail ?? [])]
  // The IPv4 form may only end the address, so not when `::` is last.
  const lastGroup = tail ?? head
  let count = 0
  for (const [index, piece] of pieces.entries()) {
    if (H16.test(piece)) count += 1
    else if (index === pieces.length - 1 && lastGroup.length > 0 && isIpv4(piece)) count += 2
    else return false
  }
  return tail === undefined ? count === 8 : count <= 7
}

/** The host of an authority: IP-literal, IPv4address or reg-name (an IPv4 address is also a valid reg-name). */
const splitHostPort = (hostPort: string): { host: string; port: string } | undefined => {
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']')
    if (close < 0) return undefined
    const literal = hostPort.slice(1, close)
    if (!isIpv6(literal) && !IP_V_FUTURE.test(literal)) return undefined
    return { host: hostPort.slice(0, close + 1), port: hostPort.slice(close + 1) }
  }
  const colon = hostPort.indexOf(':')
  const host = colon < 0 ? hostPort : hostPort.slice(0, colon)
  if (!REG_NAME.test(host)) return undefined
  return { host, port: colon < 0 ? '' : hostPort.slice(colon) }
}

/**
 * Whether `text` is an RFC 3986 `authority` (`[ userinfo "@" ] host [ ":" port ]`). `requireHost` rejects the empty
 * host the RFC allows, which a sign-in domain cannot be.
 */
export function isRfc3986Authority(text: string, options: { requireHost?: boolean } = {}): boolean {
  // Neither host nor port may hold an "@", so the userinfo ends at the last one (a second "@" fails USERINFO).
  const at = text.lastIndexOf('@')
  if (at >= 0 && !USERINFO.test(text.slice(0, at))) return false
  const parts = splitHostPort(text.slice(at + 1))
  if (!parts) return false
  if (options.requireHost && parts.host === '') return false
  return parts.port === '' || /^:\d*$/.test(parts.port)
}

/** Whether `text` is an RFC 3986 `URI`: scheme ":" hier-part [ "?" query ] [ "#" fragment ] (not a relative reference). */
export function isRfc3986Uri(text: string): boolean {
  const colon = text.indexOf(':')
  if (colon < 0 || !SCHEME.test(text.slice(0, colon))) return false
  let rest = text.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash >= 0) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question >= 0) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash < 0 ? rest.slice(2) : rest.slice(2, slash)
    return isRfc3986Authority(authority) && PATH.test(slash < 0 ? '' : rest.slice(slash))
  }
  // path-absolute, path-rootless or path-empty: the "//" case is handled above, so any pchar / "/" run is one of them.
  return PATH.test(rest)
}
