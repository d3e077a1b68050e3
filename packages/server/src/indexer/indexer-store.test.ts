import { expect, it } from 'vitest'
import { describeOnDatabases } from '../test/server-fixture.js'
import type { IndexedTransaction } from './indexed-transaction.js'
import { IndexerStore, KEEP_BLOCKS } from './indexer-store.js'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'

function nativeSend(chainId: string, block: number, index: number, hash: string): IndexedTransaction {
  return {
    chainId,
    hash,
    blockNumber: String(block),
    blockHash: `0xblock${block}`,
    index,
    minedAt: 1_700_000_000 + block,
    status: 'confirmed',
    from: A,
    to: B,
    transfers: [
      { address: A, direction: 'out', counterparty: B, kind: 'native', asset: null, amount: '5', tokenId: null },
      { address: B, direction: 'in', counterparty: A, kind: 'native', asset: null, amount: '5', tokenId: null },
    ],
  }
}

describeOnDatabases('IndexerStore', (suite) => {
  const counts = async (chainId: string) => {
    const db = suite.db().database.db
    const count = async (table: 'indexed_transactions' | 'indexed_transfers' | 'indexed_account_transactions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('chain_id', '=', chainId)
            .executeTakeFirstOrThrow()
        ).n,
      )
    return {
      transactions: await count('indexed_transactions'),
      transfers: await count('indexed_transfers'),
      links: await count('indexed_account_transactions'),
    }
  }

  it('writes a batch once however often it is saved', async () => {
    await suite.start()
    const store = new IndexerStore(suite.db().database.db)
    const chain = 'eip155:1001'
    const batch = [nativeSend(chain, 1, 0, '0x01'), nativeSend(chain, 2, 0, '0x02')]
    await store.saveTransactions(chain, batch)
    await store.saveTransactions(chain, batch)
    await store.save({ chainId: chain, transactions: batch, cursor: { height: 2, hash: '0xblock2' } })
    expect(await counts(chain)).toEqual({ transactions: 2, transfers: 4, links: 4 })
    expect(await store.getCursor(chain)).toEqual({ height: 2, hash: '0xblock2' })
  })

  it('keeps each watched address’s transfers when one transaction is saved from two of them', async () => {
    await suite.start()
    const store = new IndexerStore(suite.db().database.db)
    const chain = 'solana:test'
    const full = nativeSend(chain, 7, 0, 'sig1')
    // The Solana follower saves one record per watched address, each with that address's own transfers.
    await store.saveTransactions(chain, [{ ...full, transfers: [full.transfers[0]!] }])
    await store.saveTransactions(chain, [{ ...full, transfers: [full.transfers[1]!] }])
    expect(await counts(chain)).toEqual({ transactions: 1, transfers: 2, links: 2 })
  })

  it('drops a block range and moves the cursor back in one step', async () => {
    await suite.start()
    const store = new IndexerStore(suite.db().database.db)
    const chain = 'eip155:1002'
    await store.save({
      chainId: chain,
      transactions: [1, 2, 3].map((n) => nativeSend(chain, n, 0, `0x0${n}`)),
      blocks: [1, 2, 3].map((n) => ({ number: n, hash: `0xblock${n}` })),
      cursor: { height: 3, hash: '0xblock3' },
    })
    await store.dropFromBlock(chain, 2, { height: 1, hash: '0xblock1' })
    expect(await counts(chain)).toEqual({ transactions: 1, transfers: 2, links: 2 })
    expect(await store.getCursor(chain)).toEqual({ height: 1, hash: '0xblock1' })
    expect(await store.storedBlocks(chain, 0, 10)).toEqual([{ number: 1, hash: '0xblock1' }])
  })

  it('leaves rows and cursor untouched when a batch fails half-way', async () => {
    await suite.start()
    const store = new IndexerStore(suite.db().database.db)
    const chain = 'eip155:1003'
    await store.setCursor(chain, { height: 10, hash: '0xten' })
    const good = nativeSend(chain, 11, 0, '0x11')
    // A transfer without an amount violates NOT NULL after the transaction row went in.
    const broken = nativeSend(chain, 12, 0, '0x12')
    broken.transfers[0] = { ...broken.transfers[0]!, amount: null as unknown as string }
    await expect(
      store.save({ chainId: chain, transactions: [good, broken], cursor: { height: 12, hash: '0xtwelve' } }),
    ).rejects.toThrow()
    expect(await counts(chain)).toEqual({ transactions: 0, transfers: 0, links: 0 })
    expect(await store.getCursor(chain)).toEqual({ height: 10, hash: '0xten' })
  })

  it('keeps only the last block hashes a reorg could need', async () => {
    await suite.start()
    const store = new IndexerStore(suite.db().database.db)
    const chain = 'eip155:1004'
    const blocks = Array.from({ length: KEEP_BLOCKS + 20 }, (_, i) => ({ number: i + 1, hash: `0x${i + 1}` }))
    await store.save({ chainId: chain, transactions: [], blocks })
    const kept = await store.storedBlocks(chain, 0, 10_000)
    expect(kept).toHaveLength(KEEP_BLOCKS)
    expect(kept[0]).toEqual({ number: KEEP_BLOCKS + 20, hash: `0x${KEEP_BLOCKS + 20}` })
  })
})
