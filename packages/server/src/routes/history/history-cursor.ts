// The history page cursor: the sort key of the last item served (mined time, chain, block, index), not an offset, so
// blocks arriving between two page requests never shift or repeat what the next page holds. Opaque to clients.

export interface HistoryCursor {
  /** Unix seconds. */
  minedAt: number
  chainId: string
  block: number
  index: number
}

export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.minedAt, cursor.chainId, cursor.block, cursor.index])).toString('base64url')
}

/** The cursor a page handed out, or undefined for anything else. */
export function decodeCursor(text: string): HistoryCursor | undefined {
  if (text.length === 0 || text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(value) || value.length !== 4) return undefined
  const [minedAt, chainId, block, index] = value as unknown[]
  const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0
  if (!count(minedAt) || !count(block) || !count(index) || typeof chainId !== 'string' || chainId.length > 80)
    return undefined
  return { minedAt, chainId, block, index }
}
