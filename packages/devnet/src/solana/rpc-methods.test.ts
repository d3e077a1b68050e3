import { devSolanaSecret } from '@foyer/dev-wallet'
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_MINT } from './constants.js'
import { JsonRpcError } from './json-rpc.js'
import { SolanaLedger } from './ledger.js'
import { createSolanaRpcMethods } from './rpc-methods.js'
import { devnetTokenAccount, seedSolanaDevnet } from './seed-solana.js'

// The happy paths run over HTTP from @solana/kit and web3.js in start-solana-devnet.test.ts; here, the edges, directly.
describe('Solana RPC methods', () => {
  let ledger: SolanaLedger
  let call: (method: string, params?: unknown[]) => Promise<unknown>
  const errorOf = (method: string, params: unknown[] = []) =>
    call(method, params).then(
      () => undefined,
      (error: unknown) => error as JsonRpcError,
    )
  beforeAll(async () => {
    ledger = await SolanaLedger.create()
    await seedSolanaDevnet(ledger, SOLANA_DEV_ADDRESSES as unknown as Address[])
    const methods = createSolanaRpcMethods(ledger)
    call = async (method, params = []) => methods.handle(method, params)
  })

  it('answers an unknown method with -32601 and a bad address with -32602', async () => {
    expect(await errorOf('getBlockProduction')).toMatchObject({ code: -32601, message: 'Method not found' })
    expect(await errorOf('getBalance', ['not-an-address'])).toMatchObject({ code: -32602 })
  })

  it('asks for maxSupportedTransactionVersion before describing a v0 transaction, as Agave does', async () => {
    const [signature] = ledger.signaturesFor(SOLANA_DEV_ADDRESSES[0])
    expect(await errorOf('getTransaction', [signature])).toMatchObject({ code: -32015 })
    expect(
      await call('getTransaction', [signature, { maxSupportedTransactionVersion: 0, encoding: 'base64' }]),
    ).toMatchObject({
      transaction: [expect.any(String), 'base64'],
      version: 0,
    })
    expect(await call('getTransaction', ['1'.repeat(64), { maxSupportedTransactionVersion: 0 }])).toBeNull()
  })

  it('refuses token queries for a mint or account that is not one', async () => {
    expect(
      await errorOf('getTokenAccountsByOwner', [SOLANA_DEV_ADDRESSES[0], { mint: SOLANA_DEV_ADDRESSES[1] }]),
    ).toMatchObject({ code: -32602 })
    expect(await errorOf('getTokenAccountBalance', [SOLANA_DEV_ADDRESSES[0]])).toMatchObject({ code: -32602 })
    expect(await errorOf('getTokenSupply', [SOLANA_DEV_ADDRESSES[0]])).toMatchObject({ code: -32602 })
  })

  it('getParsedTokenAccountsByOwner is getTokenAccountsByOwner in jsonParsed', async () => {
    const result = (await call('getParsedTokenAccountsByOwner', [
      SOLANA_DEV_ADDRESSES[1],
      { programId: TOKEN_PROGRAM_ADDRESS },
    ])) as {
      value: { pubkey: string; account: { data: { parsed: { info: { mint: string } } } } }[]
    }
    expect(result.value).toHaveLength(1)
    expect(result.value[0]!.pubkey).toBe(await devnetTokenAccount(SOLANA_DEV_ADDRESSES[1] as Address))
    expect(result.value[0]!.account.data.parsed.info.mint).toBe(SOLANA_DEVNET_MINT)
  })

  it('getProgramAccounts filters by size and bytes', async () => {
    const mints = (await call('getProgramAccounts', [
      TOKEN_PROGRAM_ADDRESS,
      { encoding: 'base64', filters: [{ dataSize: 82 }] },
    ])) as { pubkey: string }[]
    expect(mints.map((entry) => entry.pubkey)).toEqual([SOLANA_DEVNET_MINT])
    const holders = (await call('getProgramAccounts', [
      TOKEN_PROGRAM_ADDRESS,
      { encoding: 'base64', filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: SOLANA_DEV_ADDRESSES[2] } }] },
    ])) as { pubkey: string }[]
    expect(holders.map((entry) => entry.pubkey)).toEqual([await devnetTokenAccount(SOLANA_DEV_ADDRESSES[2] as Address)])
  })

  it('prices a message at 5,000 lamports per signature, or null once its blockhash is unknown', async () => {
    // A minimal legacy message: header (1 signer), 1 account key, the blockhash, no instructions.
    const message = (blockhash: Uint8Array) => {
      const bytes = new Uint8Array(3 + 1 + 32 + 32 + 1)
      bytes.set([1, 0, 0, 1], 0)
      bytes.set(blockhash, 4 + 32)
      return Buffer.from(bytes).toString('base64')
    }
    const current = getBase58Encoder().encode(ledger.latestBlockhash().blockhash) as Uint8Array
    expect(((await call('getFeeForMessage', [message(current)])) as { value: unknown }).value).toBe(5_000n)
    expect(
      ((await call('getFeeForMessage', [message(new Uint8Array(32).fill(9))])) as { value: unknown }).value,
    ).toBeNull()
  })

  it('simulateTransaction returns the requested accounts as the transaction would leave them', async () => {
    const payer = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(0))
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
            m,
          ),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: payer,
              destination: SOLANA_DEV_ADDRESSES[1] as Address,
              amount: 1_000n,
            }),
            m,
          ),
      ),
    )
    const before = ledger.svm.getBalance(SOLANA_DEV_ADDRESSES[1] as Address)!
    const result = (await call('simulateTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { encoding: 'base64', accounts: { addresses: [SOLANA_DEV_ADDRESSES[1]], encoding: 'base64' } },
    ])) as { value: { err: unknown; accounts: { lamports: bigint }[] } }
    expect(result.value.err).toBeNull()
    expect(result.value.accounts[0]!.lamports).toBe(before + 1_000n)
    expect(ledger.svm.getBalance(SOLANA_DEV_ADDRESSES[1] as Address)).toBe(before)
  })
})
