// Base58 (Bitcoin alphabet) to bytes, for the instruction data the RPC's `json` encoding gives. The server has no
// Solana SDK at run time (it speaks JSON-RPC directly), and this is the one decoding the follower needs.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const VALUES = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))

export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = VALUES.get(char)
    if (digit === undefined) throw new Error(`not base58: ${JSON.stringify(char)}`)
    value = value * 58n + digit
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  // Each leading '1' is a leading zero byte, which the number above cannot carry.
  const zeros = /^1*/.exec(text)![0].length
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}
