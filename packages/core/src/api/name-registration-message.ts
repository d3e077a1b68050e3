// The text an address signs to register a name (POST v1/profile/account). One definition shared by the modal, which
// asks the wallet to sign it, and @foyer/server, which parses it back: the name, the address, the coin type it is
// registered for (ENSIP-11) and when it was signed, so the server can refuse an old or replayed message.

/** Spec §9: names end in the zone's suffix (.reown.id), or the legacy .wcn.id. */
export const NAME_ZONE = 'reown.id'
export const LEGACY_NAME_ZONES: readonly string[] = ['wcn.id']
/** ENSIP-11 / SLIP-44: Ether's coin type, the one every EVM address has. */
export const ETHEREUM_COIN_TYPE = 60

/** ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId (unsigned). */
export function evmCoinType(chainId: number): number {
  return (0x80000000 | chainId) >>> 0
}

export interface NameRegistrationMessage {
  /** The full name, suffix included: `alice.reown.id`. */
  name: string
  address: string
  coinType: number
  /** When it was signed (ISO 8601). */
  issuedAt: string
}

const HEADER = 'Register the name '
const LINES = ['Address: ', 'Coin type: ', 'Issued At: '] as const

export function formatNameRegistrationMessage(message: NameRegistrationMessage): string {
  return [
    `${HEADER}${message.name}`,
    `${LINES[0]}${message.address}`,
    `${LINES[1]}${message.coinType}`,
    `${LINES[2]}${message.issuedAt}`,
  ].join('\n')
}

export class NameRegistrationMessageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NameRegistrationMessageError'
  }
}

/** The fields of a message made by formatNameRegistrationMessage; anything else throws NameRegistrationMessageError. */
export function parseNameRegistrationMessage(text: string): NameRegistrationMessage {
  const lines = text.split('\n')
  if (lines.length !== 4) throw new NameRegistrationMessageError('must have exactly 4 lines')
  const [head, address, coinType, issuedAt] = lines as [string, string, string, string]
  if (!head.startsWith(HEADER) || head.length === HEADER.length)
    throw new NameRegistrationMessageError(`the first line must be "${HEADER}<name>"`)
  const field = (line: string, prefix: string) => {
    if (!line.startsWith(prefix)) throw new NameRegistrationMessageError(`missing "${prefix.trim()}" line`)
    return line.slice(prefix.length)
  }
  const coin = field(coinType, LINES[1])
  if (!/^\d{1,10}$/.test(coin) || Number(coin) > 0xffffffff)
    throw new NameRegistrationMessageError('the coin type must be a whole number')
  const issued = field(issuedAt, LINES[2])
  if (!/^\d{4}-\d{2}-\d{2}T/.test(issued) || Number.isNaN(Date.parse(issued)))
    throw new NameRegistrationMessageError('Issued At must be an ISO 8601 time')
  return {
    name: head.slice(HEADER.length),
    address: field(address, LINES[0]),
    coinType: Number(coin),
    issuedAt: issued,
  }
}
