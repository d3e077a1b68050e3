// EIP-4361 and SIWS want at least 8 alphanumeric characters; 20 random ones from the platform's CSPRNG make a replay
// guess hopeless (~119 bits).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function generateNonce(length = 20): string {
  const out: string[] = []
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % ALPHABET.length)
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
    for (const byte of bytes) if (byte < limit && out.length < length) out.push(ALPHABET[byte % ALPHABET.length]!)
  }
  return out.join('')
}
