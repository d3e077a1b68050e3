import { devSolanaSecret } from '@foyer/dev-wallet'
import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_GENESIS_HASH, SOLANA_DEVNET_MINT, SOLANA_DEVNET_SEED } from './constants.js'
import { getFreeSolanaPort } from './free-port-pair.js'
import { startSolanaDevnet, type SolanaDevnet } from './start-solana-devnet.js'

describe('startSolanaDevnet, from @solana/web3.js v1 and @solana/spl-token 0.4', () => {
  let devnet: SolanaDevnet
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
  })
  afterAll(() => devnet?.stop())

  it('sendAndConfirmTransaction of a SOL transfer completes (signatureSubscribe works)', async () => {
    // web3.js v1 derives the WebSocket URL itself (port + 1).
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const payer = Keypair.fromSeed(devSolanaSecret(1))
    expect(payer.publicKey.toBase58()).toBe(devnet.accounts[1])
    const to = new PublicKey(devnet.accounts[3]!)
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 }),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [payer])
    expect(typeof signature).toBe('string')
    expect(await connection.getBalance(to)).toBe(Number(SOLANA_DEVNET_SEED.lamports) + 1_000_000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.confirmationStatus).toBe('finalized')
    const described = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(described?.meta?.fee).toBe(5_000)
    // web3.js validates every response against its own schema, so these also check the shapes.
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.accountKeys[0]?.pubkey.toBase58()).toBe(payer.publicKey.toBase58())
    expect(parsed?.transaction.message.accountKeys[0]?.signer).toBe(true)
    const history = await connection.getSignaturesForAddress(to, { limit: 1 })
    expect(history[0]?.signature).toBe(signature)
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect((await connection.getEpochSchedule()).slotsPerEpoch).toBe(432_000)
    await (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close()
  }, 20_000)

  it('getAccount reads a seeded token account', async () => {
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const owner = new PublicKey(devnet.accounts[0]!)
    const mint = new PublicKey(SOLANA_DEVNET_MINT)
    const account = await getAccount(connection, getAssociatedTokenAddressSync(mint, owner))
    expect(account.amount).toBe(SOLANA_DEVNET_SEED.tokenAmount)
    expect(account.owner.toBase58()).toBe(devnet.accounts[0])
    expect(account.mint.toBase58()).toBe(SOLANA_DEVNET_MINT)
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1000)
  })
})
