import { expect, it } from 'vitest'
import { describeOnDatabases, testConfig } from '../../test/server-fixture.js'
import { readDataset } from './wallet-dataset.js'
import { walletsDb } from './wallet-migrations.js'
import { seedWallets, syncProjectWallets } from './wallet-seed.js'

const dataset = readDataset()

describeOnDatabases('the wallet seed', (suite) => {
  it('fills the table once; running it again changes nothing', async () => {
    const { context } = await suite.start(testConfig())
    const db = walletsDb(context.database.db)
    // Start-up already seeded: a second run finds the same dataset version and writes nothing.
    expect(await seedWallets(db)).toEqual({ applied: false, count: dataset.wallets.length, version: dataset.version })
    const before = await db.selectFrom('wallets').selectAll().orderBy('id').execute()
    expect(before).toHaveLength(dataset.wallets.length)
    expect(await seedWallets(db, { force: true })).toMatchObject({ applied: true, count: dataset.wallets.length })
    const after = await db.selectFrom('wallets').selectAll().orderBy('id').execute()
    expect(after.map(({ updated_at: _u, ...row }) => row)).toEqual(before.map(({ updated_at: _u, ...row }) => row))
  })

  it('seeds again at start-up when the table is empty or holds another dataset version', async () => {
    const { context } = await suite.start(testConfig())
    const db = walletsDb(context.database.db)
    await db.deleteFrom('wallets').execute()
    await suite.start(testConfig())
    expect(await db.selectFrom('wallets').select('id').execute()).toHaveLength(dataset.wallets.length)

    // An older seed: one wallet renamed, one the dataset no longer has.
    await db
      .updateTable('wallets')
      .set({ name: 'Old name', dataset_version: 'old' })
      .where('id', '=', 'metamask')
      .execute()
    await db
      .insertInto('wallets')
      .values({
        id: 'gone-wallet',
        position: 999,
        name: 'Gone',
        rdns: null,
        chains: '["eip155"]',
        icon: null,
        image_version: 'x',
        details: '{}',
        dataset_version: 'old',
      })
      .execute()
    await suite.start(testConfig())
    const metamask = await db.selectFrom('wallets').select('name').where('id', '=', 'metamask').executeTakeFirst()
    expect(metamask?.name).toBe('MetaMask')
    expect(await db.selectFrom('wallets').select('id').where('id', '=', 'gone-wallet').execute()).toEqual([])
  })

  it("keeps exactly the config's project wallets", async () => {
    const { context } = await suite.start(testConfig())
    const db = walletsDb(context.database.db)
    const entry = (id: string) => ({ id, name: id, chains: ['eip155'] })
    expect(await syncProjectWallets(db, { a: [entry('one'), entry('two')], b: [entry('three')] })).toBe(3)
    expect(await syncProjectWallets(db, { a: [entry('two')] })).toBe(1)
    const rows = await db.selectFrom('project_wallets').select(['project_id', 'id', 'position']).execute()
    expect(rows).toEqual([{ project_id: 'a', id: 'two', position: 0 }])
    expect(await syncProjectWallets(db, {})).toBe(0)
    expect(await db.selectFrom('project_wallets').select('id').execute()).toEqual([])
  })
})
