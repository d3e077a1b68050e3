import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseConfig } from './load-config.js'

function tempConfig(content: unknown, name = 'foyer.config.json'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-config-'))
  const file = path.join(dir, name)
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

  it('lets the environment override the file', async () => {
    const file = tempConfig({ listen: { port: 9000 }, database: { dataDir: '/tmp/a' } })
    const config = await loadConfig({
      file,
      env: { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', FOYER_PORT: '9100', FOYER_INDEXER: 'off' },
    })
    expect(config.listen.port).toBe(9100)
    expect(config.database.url).toBe('postgres://u@127.0.0.1:5432/db')
    expect(config.indexer.enabled).toBe(false)
  })

  it('lets the environment override a TypeScript config too', async () => {
    const file = tempConfig('export default { listen: { port: 9000 as number } }', 'foyer.config.ts')
    expect((await loadConfig({ file, env: {} })).listen.port).toBe(9000)
    expect((await loadConfig({ file, env: { FOYER_PORT: '9200', FOYER_HOST: '0.0.0.0' } })).listen).toEqual({
      host: '0.0.0.0',
      port: 9200,
    })
  })

  it('names the bad key in the start-up error', async () => {
    const file = tempConfig({ chains: [{ id: 'eip155:1', rpcUrls: ['not a url'] }] })
    await expect(loadConfig({ file, env: {} })).rejects.toThrow(ConfigError)
    await expect(loadConfig({ file, env: {} })).rejects.toThrow(/chains\[0\]\.rpcUrls\[0\]/)
    await expect(loadConfig({ file, env: { FOYER_PORT: 'eighty' } })).rejects.toThrow(/listen\.port/)
    expect(() => parseConfig({ chains: [{ id: 'mainnet', rpcUrls: ['http://x'] }] })).toThrow(
      /chains\[0\]\.id: must be a CAIP-2 chain id/,
    )
  })

  it('says when the file is not JSON or missing', async () => {
    await expect(loadConfig({ file: tempConfig('{ nope'), env: {} })).rejects.toThrow(/not JSON/)
    await expect(loadConfig({ file: '/nonexistent/foyer.config.json', env: {} })).rejects.toThrow(/does not exist/)
    await expect(loadConfig({ env: { FOYER_CONFIG: '/nonexistent/foyer.config.ts' } })).rejects.toThrow(
      /\/nonexistent\/foyer\.config\.ts does not exist/,
    )
  })

  it('finds foyer.config.ts before foyer.config.json in the working directory, and runs without either', async () => {
    const cwd = path.dirname(tempConfig({ listen: { port: 9001 } }))
    expect((await loadConfig({ cwd, env: {} })).listen.port).toBe(9001)
    fs.writeFileSync(path.join(cwd, 'foyer.config.ts'), 'export default { listen: { port: 9002 } }')
    expect((await loadConfig({ cwd, env: {} })).listen.port).toBe(9002)
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-config-'))
    expect((await loadConfig({ cwd: empty, env: { FOYER_PORT: '9003' } })).listen).toEqual({
      host: '127.0.0.1',
      port: 9003,
    })
  })
})
