import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../db/migrate.js'
import { openDatabase, type OpenDatabase } from '../db/open-database.js'
import { cacheMigrations, SharedCache } from './cache.js'
import { createMetrics } from './metrics.js'

let database: OpenDatabase
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database.db, cacheMigrations)
}, 120_000)
afterAll(async () => {
  await database?.close()
})

const removeRow = (key: string) => database.db.deleteFrom('cache').where('key', '=', key).execute()

describe('SharedCache', () => {
  it('serves from the table alone by default: a row removed there is gone', async () => {
    const cache = new SharedCache(database.db, createMetrics(), Date.now)
    await cache.set('balance', 'a', [{ symbol: 'ETH' }], 30)
    expect(await cache.get('balance', 'a')).toEqual([{ symbol: 'ETH' }])
    await removeRow('balance:a')
    expect(await cache.get('balance', 'a')).toBeUndefined()
  })

  it('with processLocal, serves hits from memory shared by every cache on the database, until the row expires', async () => {
    let now = Date.now()
    const metrics = createMetrics()
    const writer = new SharedCache(database.db, metrics, () => now, { processLocal: true })
    const reader = new SharedCache(database.db, metrics, () => now, { processLocal: true })
    const value = [{ symbol: 'ETH', quantity: { numeric: '1' } }]
    await writer.set('balance', 'b', value, 30)
    // The caller's object changing afterwards does not reach the cache.
    value[0]!.quantity.numeric = '2'
    // Without the table's row, only the copy in memory can answer: no query per hit.
    await removeRow('balance:b')
    expect(await reader.get('balance', 'b')).toEqual([{ symbol: 'ETH', quantity: { numeric: '1' } }])
    const hits = await metrics.registry.getSingleMetricAsString('foyer_cache_lookups_total')
    expect(hits).toMatch(/cache="balance",result="hit"\} 1/)
    now += 30_001
    expect(await reader.get('balance', 'b')).toBeUndefined()
  })

  it('with processLocal, a value read from the table is kept with the row expiry, and set replaces it', async () => {
    let now = Date.now()
    const plain = new SharedCache(database.db, createMetrics(), () => now)
    const local = new SharedCache(database.db, createMetrics(), () => now, { processLocal: true })
    await plain.set('balance', 'c', { n: 1 }, 10)
    expect(await local.get('balance', 'c')).toEqual({ n: 1 })
    await removeRow('balance:c')
    now += 9_000
    expect(await local.get('balance', 'c')).toEqual({ n: 1 })
    now += 1_001
    expect(await local.get('balance', 'c')).toBeUndefined()
    await local.set('balance', 'c', { n: 2 }, 10)
    await local.set('balance', 'c', { n: 3 }, 10)
    expect(await local.get('balance', 'c')).toEqual({ n: 3 })
  })
})
