// The package entry must not load wagmi or viem: a bundler puts whatever a lazy chunk uses of a library that the entry
// can reach (even through an unused re-export) into the entry's chunks, which made a host's first page carry wagmi,
// viem's signature code and ERC-6492 (see bench/results.md). This walks the entry's static imports, as a bundler
// would, and fails on the first runtime import of either library.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runtimeImports } from '@foyer/devnet'

const SRC = path.dirname(fileURLToPath(import.meta.url))
const HEAVY = /^(viem|@wagmi\/core)(\/|$)/

describe('package entry', () => {
  it('loads neither wagmi nor viem (setup and first use load them)', () => {
    const heavy = [...runtimeImports(path.join(SRC, 'index.ts'))].filter(([name]) => HEAVY.test(name))
    expect(heavy.map(([name, via]) => `${name} via ${via.join(' → ')}`)).toEqual([])
  })

  it('sees the libraries where they are loaded (the walk itself works)', () => {
    const session = [...runtimeImports(path.join(SRC, 'session.ts')).keys()]
    expect(session).toContain('@wagmi/core')
    expect(session).toContain('viem')
  })
})
