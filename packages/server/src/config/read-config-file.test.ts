import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from './config-error.js'
import { parseConfig } from './load-config.js'
import { readConfigFile } from './read-config-file.js'

const DEFINE_CONFIG = path.join(import.meta.dirname, 'define-config.ts')

/** Writes `files` into a fresh folder; returns the path of the first. */
function write(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-config-ts-'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  return path.join(dir, Object.keys(files)[0]!)
}

const TYPED_CONFIG = `
import { defineConfig } from ${JSON.stringify(DEFINE_CONFIG)}
import { origins } from './origins.ts'

interface Chain { id: \`eip155:\${number}\`; rpcUrls: string[] }
const devnet: Chain = { id: 'eip155:31337', rpcUrls: ['http://127.0.0.1:8545'] }

export default defineConfig({
  listen: { port: 8788 },
  chains: [devnet],
  projects: [{ id: 'foyer-dev', allowedOrigins: origins }],
  prices: { kind: 'fixed', prices: { 'eip155:31337:native': { price: 3000, name: 'Ether', symbol: 'ETH' } } },
} satisfies Parameters<typeof defineConfig>[0])
`
const ORIGINS = `export const origins: string[] = ['http://127.0.0.1:5173', 'http://localhost:5173']`

describe('readConfigFile', () => {
  it.each([
    ['CommonJS package (no "type")', {}],
    ['"type": "module" package', { 'package.json': '{ "type": "module" }' }],
  ])(
    'loads a foyer.config.ts with types, defineConfig and a local import, in a %s',
    async (_, extra) => {
      const file = write({ 'foyer.config.ts': TYPED_CONFIG, 'origins.ts': ORIGINS, ...extra })
      const config = parseConfig(await readConfigFile(file))
      expect(config.chains.map((chain) => [chain.id, chain.rpcUrls])).toEqual([
        ['eip155:31337', ['http://127.0.0.1:8545']],
      ])
      expect(config.projects).toEqual([
        expect.objectContaining({
          id: 'foyer-dev',
          allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
        }),
      ])
      expect(config.prices).toEqual({
        kind: 'fixed',
        prices: { 'eip155:31337:native': { price: 3000, name: 'Ether', symbol: 'ETH' } },
      })
    },
    30_000,
  )

  it('loads a JavaScript module config (.mjs)', async () => {
    const file = write({ 'foyer.config.mjs': 'export default { listen: { port: 9400 } }' })
    expect(await readConfigFile(file)).toEqual({ listen: { port: 9400 } })
  })

  it('says what is wrong with a TypeScript config that cannot be used', async () => {
    const throws = write({ 'foyer.config.ts': "throw new Error('RPC_URL is not set')\nexport default {}" })
    await expect(readConfigFile(throws)).rejects.toThrow(ConfigError)
    await expect(readConfigFile(throws)).rejects.toThrow(/foyer\.config\.ts could not be loaded: RPC_URL is not set/)

    const syntax = write({ 'foyer.config.ts': 'export default { listen: { port: 1 }' })
    await expect(readConfigFile(syntax)).rejects.toThrow(/foyer\.config\.ts could not be loaded/)

    const noDefault = write({ 'foyer.config.ts': 'export const config = { listen: { port: 1 } }' })
    await expect(readConfigFile(noDefault)).rejects.toThrow(
      /its default export must be the config object \(export default defineConfig\(\{ … \}\)\), not undefined/,
    )
    const array = write({ 'foyer.config.ts': 'export default [1, 2]' })
    await expect(readConfigFile(array)).rejects.toThrow(/default export must be the config object/)
  })

  it('refuses a file type it cannot read', async () => {
    const yaml = write({ 'foyer.config.yaml': 'listen: {}' })
    await expect(readConfigFile(yaml)).rejects.toThrow(/unsupported file type \.yaml/)
  })

  it('names the key of an invalid TypeScript config once validated', async () => {
    const file = write({
      'foyer.config.ts': "export default { projects: [{ id: 'p', rateLimitPerMinute: -1 }], listen: { port: 'x' } }",
    })
    const raw = await readConfigFile(file)
    expect(() => parseConfig(raw, 'config (foyer.config.ts)')).toThrow(
      /Invalid Foyer server config \(foyer\.config\.ts\):\n {2}listen\.port: .*\n {2}projects\[0\]\.rateLimitPerMinute: /,
    )
  })
})
