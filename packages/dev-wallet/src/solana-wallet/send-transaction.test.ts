// signAndSendTransaction against a real chain: the Foyer Solana devnet (litesvm behind JSON-RPC) from @foyer/devnet.
import {
  getFreeSolanaPort,
  SOLANA_DEV_ADDRESSES,
  SOLANA_DEVNET_CAIP2,
  startSolanaDevnet,
  type SolanaDevnet,
} from '@foyer/devnet'
import {
  createSolanaRpc,
  getBase58Decoder,
  type Address,
  type Base64EncodedWireTransaction,
  type Signature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevSolanaWallet, type DevSolanaWallet } from '../create-dev-solana-wallet.js'
import { transferInstruction, wireTransaction } from '../test/solana-transactions.js'

// The devnet's own CAIP-2 id, as the demo passes it.
const CHAIN = SOLANA_DEVNET_CAIP2
let devnet: SolanaDevnet | undefined
let wallet: DevSolanaWallet
let rpc: ReturnType<typeof createSolanaRpc>

describe('signAndSendTransaction on the Solana devnet', () => {
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
    rpc = createSolanaRpc(devnet.rpcUrl)
    wallet = createDevSolanaWallet({
      rpcUrl: devnet.rpcUrl,
      chains: [CHAIN],
      origin: 'http://127.0.0.1:5173',
      approve: async () => true,
    })
    await wallet.features['standard:connect'].connect()
  })
  afterAll(() => devnet?.stop())

  async function transfer(lamports: bigint) {
    const from = wallet.devWallet.address as Address
    const to = SOLANA_DEV_ADDRESSES[1] as Address
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const transaction = wireTransaction({
      feePayer: from,
      instructions: [transferInstruction(from, to, lamports)],
      ...latest,
    })
    return { from, to, transaction }
  }

  it('signs, sends and confirms a SOL transfer: the signature is the chain’s and the balance moves', async () => {
    expect(wallet.devWallet.address).toBe(SOLANA_DEV_ADDRESSES[0]) // the devnet funds the addresses the wallet derives
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

  it('signTransaction’s output is a transaction the chain accepts as sent by the app', async () => {
    const { to, transaction } = await transfer(1_000_000n)
    const before = (await rpc.getBalance(to).send()).value
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: wallet.accounts[0]!,
      chain: CHAIN,
      transaction,
    })
    const wire = Buffer.from(output!.signedTransaction).toString('base64') as Base64EncodedWireTransaction
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    expect((await rpc.getBalance(to).send()).value).toBe(before + 1_000_000n)
  })

  it('a transfer the chain refuses rejects with the node’s code and message', async () => {
    const { transaction } = await transfer(10n ** 18n) // far more than the seeded 100 SOL
    const error = await wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({ account: wallet.accounts[0]!, chain: CHAIN, transaction })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'WalletSendTransactionError', code: -32002 })
  })
})
