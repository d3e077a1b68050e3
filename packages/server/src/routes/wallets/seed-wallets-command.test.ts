import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it, vi } from 'vitest'
import { main } from '../../cli.js'
import { openDatabase } from '../../db/open-database.js'
import { readDataset } from './wallet-dataset.js'
import { walletsDb } from './wallet-migrations.js'

it('foyer-server seed-wallets writes the directory and the config’s wallets, and can run again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-seed-'))
  const config = path.join(dir, 'foyer.config.json')
  fs.writeFileSync(
    config,
    JSON.stringify({
      database: { dataDir: path.join(dir, 'data') },
      projects: [{ id: 'p' }],
      wallets: { custom: { p: [{ id: 'acme', name: 'Acme', chains: ['eip155'] }] } },
    }),
  )
  const out: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...parts) => void out.push(parts.join(' ')))
  try {
    expect(await main(['seed-wallets', '--config', config])).toBe(0)
    expect(await main(['seed-wallets', '--config', config])).toBe(0)
  } finally {
    log.mockRestore()
  }
  const { wallets, version } = readDataset()
  const line = `foyer-server: wallet directory ${version}: ${wallets.length} wallets; 1 project wallet(s) from the config`
  expect(out).toEqual([line, line])
  const database = await openDatabase({ dataDir: path.join(dir, 'data') })
  try {
    const db = walletsDb(database.db)
    expect(await db.selectFrom('wallets').select('id').execute()).toHaveLength(wallets.length)
    expect(await db.selectFrom('project_wallets').select(['project_id', 'id']).execute()).toEqual([
      { project_id: 'p', id: 'acme' },
    ])
  } finally {
    await database.close()
  }
}, 120_000)
