// The package entry must not load @solana/kit, the @solana-program builders or ed25519 code: a bundler puts whatever a
// lazy chunk uses of a library that the entry can reach (even through an unused re-export) into the entry's chunks,
// which made a host's first page carry kit's error-message table and the curve code (see bench/results.md). This
// walks the entry's static imports, as a bundler would, and fails on the first runtime import of one of them.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runtimeImports } from '@foyer/devnet'

const SRC = path.dirname(fileURLToPath(import.meta.url))
const HEAVY = /^(@solana\/kit|@solana-program\/|@solana\/wallet-standard-util|@noble\/)/

describe('package entry', () => {
  it('loads neither @solana/kit, the program builders nor ed25519 (first use loads them)', () => {
    const heavy = [...runtimeImports(path.join(SRC, 'index.ts'))].filter(([name]) => HEAVY.test(name))
    expect(heavy.map(([name, via]) => `${name} via ${via.join(' → ')}`)).toEqual([])
  })

  it('sees the libraries where they are loaded (the walk itself works)', () => {
    const runtime = [...runtimeImports(path.join(SRC, 'runtime.ts')).keys()]
    expect(runtime).toContain('@solana/kit')
    expect(runtime).toContain('@solana-program/token')
    expect([...runtimeImports(path.join(SRC, 'siws/index.ts')).keys()]).toContain('@solana/wallet-standard-util')
  })
})
