// The package entry must not load @scure/btc-signer or secp256k1: a bundler puts whatever a lazy chunk uses of a
// library the entry can reach (even through an unused re-export) into the entry's chunks. Measured with esbuild: the
// entry with them statically was 73 kB gzip over core's; the runtime chunk carries them instead. And a host that does
// not import @foyer/bitcoin ships none of it: core and react never reach this package or its libraries.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runtimeImports } from '@foyer/devnet'

const SRC = path.dirname(fileURLToPath(import.meta.url))
const PACKAGES = path.resolve(SRC, '../..')
const HEAVY = /^(@scure\/btc-signer|@noble\/)/
const BITCOIN = /^(@foyer\/bitcoin|@scure\/btc-signer)(\/|$)/

describe('package entry', () => {
  it('loads neither btc-signer nor secp256k1 (first use loads them)', () => {
    const heavy = [...runtimeImports(path.join(SRC, 'index.ts'))].filter(([name]) => HEAVY.test(name))
    expect(heavy.map(([name, via]) => `${name} via ${via.join(' → ')}`)).toEqual([])
  })

  it('sees the libraries where they are loaded (the walk itself works)', () => {
    const runtime = [...runtimeImports(path.join(SRC, 'runtime.ts')).keys()]
    expect(runtime).toContain('@scure/btc-signer')
    expect(runtime).toContain('@noble/curves/secp256k1.js')
    expect([...runtimeImports(path.join(SRC, 'bip322/index.ts')).keys()]).toContain('@scure/btc-signer')
  })

  it('is not reached from @foyer/core, nor depended on by core or react', () => {
    for (const entry of ['core/src/index.ts', 'core/src/internal.ts', 'core/src/chains/index.ts']) {
      const reached = [...runtimeImports(path.join(PACKAGES, entry))].filter(([name]) => BITCOIN.test(name))
      expect(reached, entry).toEqual([])
    }
    for (const pkg of ['core', 'react']) {
      const manifest = JSON.parse(fs.readFileSync(path.join(PACKAGES, pkg, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>
      }
      expect(
        Object.keys(manifest.dependencies ?? {}).filter((name) => BITCOIN.test(name)),
        pkg,
      ).toEqual([])
    }
  })
})
