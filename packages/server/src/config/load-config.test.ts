import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseConfig } from './load-config.js'

function tempConfig(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-config-'))
  const file = path.join(dir, 'foyer.config.json')
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

describe('loadConfig', () => {
  it('applies defaults: 127.0.0.1:8788, PGlite under .foyer/server-data, fixed prices', () => {
    const config = parseConfig({})
    expect(config.listen).toEqual({ host: '127.0.0.1', port: 8788 })
    expect(config.database).toEqual({ dataDir: '.foyer/server-data' })
    expect(config.prices).toEqual({ kind: 'fixed', prices: {} })
  })

  it('lets the environment override the file', () => {
    const file = tempConfig({ listen: { port: 9000 }, database: { dataDir: '/tmp/a' } })
    const config = loadConfig({
      file,
      env: { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', FOYER_PORT: '9100', FOYER_INDEXER: 'off' },
    })
    expect(config.listen.port).toBe(9100)
    expect(config.database.url).toBe('postgres://u@127.0.0.1:5432/db')
    expect(config.indexer.enabled).toBe(false)
  })

  it('names the bad key in the start-up error', () => {
    const file = tempConfig({ chains: [{ id: 'eip155:1', rpcUrls: ['not a url'] }] })
    expect(() => loadConfig({ file, env: {} })).toThrow(ConfigError)
    expect(() => loadConfig({ file, env: {} })).toThrow(/chains\[0\]\.rpcUrls\[0\]/)
    expect(() => loadConfig({ file, env: { FOYER_PORT: 'eighty' } })).toThrow(/listen\.port/)
    expect(() => parseConfig({ chains: [{ id: 'mainnet', rpcUrls: ['http://x'] }] })).toThrow(
      /chains\[0\]\.id: must be a CAIP-2 chain id/,
    )
  })

  it('says when the file is not JSON or missing', () => {
    expect(() => loadConfig({ file: tempConfig('{ nope'), env: {} })).toThrow(/not JSON/)
    expect(() => loadConfig({ file: '/nonexistent/foyer.config.json', env: {} })).toThrow(/does not exist/)
  })
})
