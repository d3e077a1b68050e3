// signAndSendTransaction against a real chain: the Foyer Solana devnet (litesvm behind JSON-RPC) from @foyer/devnet.
import * as devnetPackage from '@foyer/devnet'
import { getFreePort, isPortBusy } from '@foyer/devnet'
import { createSolanaRpc, getBase58Decoder, type Address, type Signature } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevSolanaWallet, type DevSolanaWallet } from './create-dev-solana-wallet.js'
import { transferInstruction, wireTransaction } from './test/solana-transactions.js'

type SolanaDevnet = { rpcUrl: string; stop(): Promise<void> }
// Looked up by name so this file still loads against a @foyer/devnet that does not export it.
const startSolanaDevnet = (devnetPackage as { startSolanaDevnet?: (options: { port: number }) => Promise<SolanaDevnet> }).startSolanaDevnet

/** A free port whose successor (the devnet's WebSocket) is free too. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await getFreePort()
    if (port < 65_534 && !(await isPortBusy(port + 1))) return port
  }
  throw new Error('no free pair of ports')
}

const CHAIN = 'solana:localnet'
let devnet: SolanaDevnet | undefined
let wallet: DevSolanaWallet
let rpc: ReturnType<typeof createSolanaRpc>

describe.skipIf(!startSolanaDevnet)('signAndSendTransaction on the Solana devnet', () => {
  beforeAll(async () => {
    devnet = await startSolanaDevnet!({ port: await freePortPair() })
    rpc = createSolanaRpc(devnet.rpcUrl)
    wallet = createDevSolanaWallet({ rpcUrl: devnet.rpcUrl, chains: [CHAIN], origin: 'http://127.0.0.1:5173', approve: async () => true })
    await wallet.features['standard:connect'].connect()
  })
  afterAll(() => devnet?.stop())

  async function transfer(lamports: bigint) {
    const from = wallet.devWallet.address as Address
    const to = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD' as Address // dev account #1
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const transaction = wireTransaction({ feePayer: from, instructions: [transferInstruction(from, to, lamports)], ...latest })
    return { from, to, transaction }
  }

  it('signs, sends and confirms a SOL transfer: the signature is the chain’s and the balance moves', async () => {
    const { to, transaction } = await transfer(250_000_000n)
    const before = (await rpc.getBalance(to).send()).value
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: wallet.accounts[0]!,
      chain: CHAIN,
      transaction,
      options: { commitment: 'confirmed' },
    })
    expect(output!.signature).toHaveLength(64)
    const signature = getBase58Decoder().decode(output!.signature) as Signature
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null })
    expect((await rpc.getBalance(to).send()).value).toBe(before + 250_000_000n)
  })

  it('a transfer the chain refuses rejects with the node’s code and message', async () => {
    const { transaction } = await transfer(10n ** 18n) // far more than the seeded 100 SOL
    const error = await wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({ account: wallet.accounts[0]!, chain: CHAIN, transaction })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'WalletSendTransactionError', code: -32002 })
  })
})
