// Base58 (Bitcoin alphabet, as Solana keys and signatures are written) without @solana/kit: addresses and signatures
// are read and written where kit would otherwise be loaded for nothing else, and kit's codecs bring its error table.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The bytes base58 `text` stands for; throws a `SyntaxError` on a character outside the alphabet. */
export function base58ToBytes(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (let i = zeros; i < text.length; i++) {
    const digit = ALPHABET.indexOf(text[i] as string)
    if (digit < 0) throw new SyntaxError(`${JSON.stringify(text)} is not base58 (character ${i + 1})`)
    value = value * 58n + BigInt(digit)
  }
  const tail: number[] = []
  for (; value > 0n; value >>= 8n) tail.push(Number(value & 0xffn))
  const bytes = new Uint8Array(zeros + tail.length)
  tail.reverse().forEach((byte, i) => (bytes[zeros + i] = byte))
  return bytes
}

/** `bytes` in base58: each leading zero byte is a '1', the rest one big-endian number. */
export function bytesToBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (let i = zeros; i < bytes.length; i++) value = (value << 8n) | BigInt(bytes[i] as number)
  let digits = ''
  for (; value > 0n; value /= 58n) digits = ALPHABET[Number(value % 58n)] + digits
  return '1'.repeat(zeros) + digits
}
