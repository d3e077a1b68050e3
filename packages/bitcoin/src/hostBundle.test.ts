// The bundle rule, checked the way a host ships: esbuild bundles a host app's entry (workspace packages from source,
// React external as every React host has it). A host on EVM and Solana that does not add @foyer/bitcoin gets none of
// its code nor btc-signer; the same host adding the adapter does (so the check can fail).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const HOST = `
import { createFoyer } from '@foyer/react'
import { createDefaultSiwx, mainnet } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { createSolanaAdapter } from '@foyer/solana'
BITCOIN_IMPORT
export const foyer = createFoyer({
  networks: [mainnet],
  siwx: createDefaultSiwx(),
  adapters: [createEvmAdapter(), createSolanaAdapter(), BITCOIN_ADAPTER],
})
`

/** Every input file of the bundle (all chunks, lazy ones too), relative to the repository. */
async function bundledInputs(withBitcoin: boolean): Promise<string[]> {
  const contents = HOST.replace(
    'BITCOIN_IMPORT',
    withBitcoin ? "import { createBitcoinAdapter } from '@foyer/bitcoin'" : '',
  ).replace('BITCOIN_ADAPTER', withBitcoin ? 'createBitcoinAdapter()' : '')
  const result = await build({
    absWorkingDir: ROOT,
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'host.ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: path.join(ROOT, 'node_modules/.cache/foyer-host-bundle-test'),
    write: false,
    platform: 'browser',
    conditions: ['source'],
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.woff2': 'dataurl' },
  })
  return Object.keys(result.metafile.inputs)
}

const fromBitcoin = (inputs: string[]) =>
  inputs.filter((file) => file.startsWith('packages/bitcoin/') || file.includes('node_modules/@scure/btc-signer/'))

describe('the bundle rule', () => {
  it('a host that does not add @foyer/bitcoin ships none of it (nor btc-signer); adding it brings it in', async () => {
    const without = await bundledInputs(false)
    expect(without.some((file) => file.startsWith('packages/core/'))).toBe(true)
    expect(without.some((file) => file.startsWith('packages/react/'))).toBe(true)
    expect(fromBitcoin(without)).toEqual([])

    const withIt = await bundledInputs(true)
    expect(withIt.some((file) => file.startsWith('packages/bitcoin/src/createBitcoinAdapter'))).toBe(true)
    expect(withIt.some((file) => file.includes('node_modules/@scure/btc-signer/'))).toBe(true)
  }, 120_000)
})
