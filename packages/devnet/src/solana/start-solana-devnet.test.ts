import { devSolanaSecret } from '@foyer/dev-wallet'
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  type TransactionWithBlockhashLifetime,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOLANA_DEV_ADDRESSES,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_MINT,
  SOLANA_DEVNET_SEED,
} from './constants.js'
import { getFreeSolanaPort } from './free-port-pair.js'
import { devnetTokenAccount } from './seed-solana.js'
import { startSolanaDevnet, type SolanaDevnet } from './start-solana-devnet.js'

const LAMPORTS_PER_SOL = 1_000_000_000n
describe('startSolanaDevnet (seeded), from @solana/kit', () => {
  let devnet: SolanaDevnet
  let rpc: Rpc<SolanaRpcApi>
  let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>
  const signers: KeyPairSigner[] = []
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
    // A plain URL string types as "any cluster", which hides requestAirdrop; this is a test cluster.
    rpc = createSolanaRpc(devnet.rpcUrl) as Rpc<SolanaRpcApi>
    sendAndConfirm = sendAndConfirmTransactionFactory({
      rpc,
      rpcSubscriptions: createSolanaRpcSubscriptions(devnet.wsUrl),
    })
    for (let index = 0; index < 5; index++)
      signers.push(await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(index)))
  })
  afterAll(() => devnet?.stop())

  const signed = async (payer: KeyPairSigner, instruction: Instruction) => {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    // The generic Instruction parameter loses the blockhash lifetime in the inferred type; it is there at runtime.
    return (await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstruction(instruction, m),
      ),
    )) as Awaited<ReturnType<typeof signTransactionMessageWithSigners>> & TransactionWithBlockhashLifetime
  }
  const fdolBalances = async (owner: Address) => {
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { mint: SOLANA_DEVNET_MINT as Address }, { encoding: 'jsonParsed' })
      .send()
    return value.map((entry) => entry.account.data.parsed.info.tokenAmount.uiAmountString)
  }

  it('answers as the Foyer devnet, with its fixed genesis hash, on 127.0.0.1', async () => {
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(Number(new URL(devnet.wsUrl).port)).toBe(Number(new URL(devnet.rpcUrl).port) + 1)
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect(devnet.accounts).toEqual(SOLANA_DEV_ADDRESSES)
    expect(devnet.mint).toBe(SOLANA_DEVNET_MINT)
  })

  it('funds dev accounts #0–#4 with 100 SOL and #0–#2 with 1,000 FDOL; #3 and #4 have no token account', async () => {
    for (const address of devnet.accounts)
      expect((await rpc.getBalance(address).send()).value).toBe(100n * LAMPORTS_PER_SOL)
    for (const address of devnet.accounts.slice(0, 3)) expect(await fdolBalances(address)).toEqual(['1000'])
    expect(await fdolBalances(devnet.accounts[3]!)).toEqual([])
    expect(await fdolBalances(devnet.accounts[4]!)).toEqual([])
    const supply = await rpc.getTokenSupply(SOLANA_DEVNET_MINT as Address).send()
    expect(supply.value).toMatchObject({
      amount: String(3n * SOLANA_DEVNET_SEED.tokenAmount),
      decimals: 6,
      uiAmountString: '3000',
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(devnet.accounts[0]!, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(byProgram.value).toHaveLength(1)
    expect(byProgram.value[0]!.account.owner).toBe(TOKEN_PROGRAM_ADDRESS)
  })

  it('moves lamports with a SOL transfer confirmed through the WebSocket', async () => {
    const [from, to] = [signers[3]!, devnet.accounts[4]!]
    const before = await Promise.all([rpc.getBalance(from.address).send(), rpc.getBalance(to).send()])
    const transaction = await signed(
      from,
      getTransferSolInstruction({ source: from, destination: to, amount: LAMPORTS_PER_SOL }),
    )
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await rpc.getBalance(from.address).send()).value).toBe(before[0].value - LAMPORTS_PER_SOL - 5_000n)
    expect((await rpc.getBalance(to).send()).value).toBe(before[1].value + LAMPORTS_PER_SOL)
    const { value } = await rpc
      .getSignatureStatuses([getSignatureFromTransaction(transaction), '1'.repeat(64) as Signature])
      .send()
    expect(value[0]).toMatchObject({ confirmationStatus: 'finalized', err: null })
    expect(value[1]).toBeNull()
  })

  it('moves FDOL between seeded token accounts', async () => {
    const [from, to] = [signers[1]!, devnet.accounts[2]!]
    const transaction = await signed(
      from,
      getTransferCheckedInstruction({
        source: await devnetTokenAccount(from.address),
        mint: SOLANA_DEVNET_MINT as Address,
        destination: await devnetTokenAccount(to),
        authority: from,
        amount: 250_500_000n,
        decimals: 6,
      }),
    )
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect(await fdolBalances(from.address)).toEqual(['749.5'])
    expect(await fdolBalances(to)).toEqual(['1250.5'])
    const balance = await rpc.getTokenAccountBalance(await devnetTokenAccount(to)).send()
    expect(balance.value.uiAmountString).toBe('1250.5')
  })

  it('refuses a transfer the sender cannot afford with the RPC preflight error, and charges nothing', async () => {
    const from = signers[0]!
    const before = (await rpc.getBalance(from.address).send()).value
    const transaction = await signed(
      from,
      getTransferSolInstruction({ source: from, destination: devnet.accounts[1]!, amount: 1_000n * LAMPORTS_PER_SOL }),
    )
    const wire = getBase64EncodedWireTransaction(transaction)
    const error = await rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught)
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true)
    const raw = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [wire, { encoding: 'base64' }],
      }),
    }).then(
      (response) =>
        response.json() as Promise<{
          error: { code: number; message: string; data: { err: unknown; logs: string[] } }
        }>,
    )
    expect(raw.error.code).toBe(-32002)
    expect(raw.error.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(raw.error.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(raw.error.data.logs.join('\n')).toMatch(/insufficient lamports/)
    expect((await rpc.getBalance(from.address).send()).value).toBe(before)
    const { value } = await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send()
    expect(value[0]).toBeNull()
  })

  it('lists a transfer in getSignaturesForAddress and describes it in getTransaction', async () => {
    const from = signers[2]!
    const to = devnet.accounts[0]!
    const transaction = await signed(
      from,
      getTransferSolInstruction({ source: from, destination: to, amount: 12_345n }),
    )
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    const signature = getSignatureFromTransaction(transaction)
    const history = await rpc.getSignaturesForAddress(to, { limit: 1 }).send()
    expect(history).toEqual([expect.objectContaining({ signature, err: null, confirmationStatus: 'finalized' })])
    const described = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(described).not.toBeNull()
    expect(described!.slot).toBe(history[0]!.slot)
    expect(typeof described!.blockTime).toBe('bigint')
    expect(described!.meta!.err).toBeNull()
    expect(described!.meta!.fee).toBe(5_000n)
    expect(described!.transaction.signatures).toEqual([signature])
    const keys = described!.transaction.message.accountKeys
    const toIndex = keys.indexOf(to)
    expect(described!.meta!.postBalances[toIndex]! - described!.meta!.preBalances[toIndex]!).toBe(12_345n)
    expect(described!.meta!.logMessages).toContain('Program 11111111111111111111111111111111 success')
  })

  it('airdrops through requestAirdrop and answers the chain-state methods', async () => {
    const address = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7))).address
    // Below rent exemption (890,880 lamports for 0 bytes) a new account is refused, as on a real cluster.
    const signature = await rpc.requestAirdrop(address, 1_000_000n as never).send()
    expect((await rpc.getBalance(address).send()).value).toBe(1_000_000n)
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.confirmationStatus).toBe('finalized')
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true)
    expect(await rpc.getSlot().send()).toBe(await rpc.getBlockHeight().send())
    expect(latest.lastValidBlockHeight).toBe((await rpc.getBlockHeight().send()) + 150n)
    expect((await rpc.getEpochInfo().send()).absoluteSlot).toBe(await rpc.getSlot().send())
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    expect(await rpc.getRecentPrioritizationFees().send()).toEqual([])
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const accounts = await rpc
      .getMultipleAccounts([address, SOLANA_DEVNET_MINT as Address], { encoding: 'base64' })
      .send()
    expect(accounts.value[0]).toMatchObject({ lamports: 1_000_000n, owner: '11111111111111111111111111111111' })
    expect(accounts.value[1]?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    const mint = await rpc.getAccountInfo(SOLANA_DEVNET_MINT as Address, { encoding: 'jsonParsed' }).send()
    expect(mint.value?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6 } } })
  })

  it('notifies an account subscription when a transaction changes the account', async () => {
    const subscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
    const abort = new AbortController()
    const target = devnet.accounts[3]!
    const notifications = await subscriptions
      .accountNotifications(target, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    // kit delivers only to an iterator that is already waiting, so start waiting before the transfer.
    const next = notifications[Symbol.asyncIterator]().next()
    const from = signers[4]!
    await sendAndConfirm(
      await signed(from, getTransferSolInstruction({ source: from, destination: target, amount: 777n })),
      { commitment: 'confirmed' },
    )
    const expected = (await rpc.getBalance(target).send()).value
    const notification = await next
    expect(notification.done).toBe(false)
    expect(notification.value?.value.lamports).toBe(expected)
    abort.abort()
  })

  it('answers CORS preflight and batch requests', async () => {
    const preflight = await fetch(devnet.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const batch = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
        { jsonrpc: '2.0', id: 3, method: 'noSuchMethod' },
      ]),
    })
    expect(batch.headers.get('access-control-allow-origin')).toBe('*')
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, result: SOLANA_DEVNET_GENESIS_HASH },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } },
    ])
  })
})
