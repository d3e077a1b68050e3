// Balances, token balances, SOL and SPL sends and every send check's text, against the Foyer Solana devnet (litesvm
// behind JSON-RPC) with real dev accounts: #0–#2 hold 100 SOL and 1,000 FDOL, #3 and #4 hold SOL but no token account.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector, TokenInfo } from '@foyer/core'
import { FoyerError, UserRejectedError, createMemoryStorage } from '@foyer/core'
import { devSolanaSecret } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit'
import { createSolanaAdapter, type SolanaAdapter } from './createSolanaAdapter.js'
import { formatUnits } from './amount.js'
import { solanaDevnetChain } from './chains.js'
import { SYSTEM_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './constants.js'
import { createTestMint } from './test/create-test-mint.js'
import { startTestSolanaDevnet } from './test/solana-devnet.js'
import { createTestSolanaWallet, type TestSolanaWalletOptions } from './test/test-solana-wallet.js'

type Devnet = Awaited<ReturnType<typeof startTestSolanaDevnet>>
let devnet: Devnet
let network: ChainDefinition
let rpc: ReturnType<typeof createSolanaRpc>
let FDOL: TokenInfo

beforeAll(async () => {
  devnet = await startTestSolanaDevnet()
  rpc = createSolanaRpc(devnet.rpcUrl)
  const genesis = await rpc.getGenesisHash().send()
  network = solanaDevnetChain(devnet.rpcUrl, genesis)
  FDOL = { address: devnet.mint, symbol: 'FDOL', name: 'Foyer Dollar', decimals: 6 }
})
afterAll(async () => {
  await devnet?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function makeContext() {
  const silent = () => {}
  return {
    networks: [network],
    storage: createMemoryStorage(),
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    logger: { error: silent, warn: silent, info: silent, debug: silent },
    setConnectors: vi.fn<(connectors: Connector[]) => void>(),
    onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
    onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
    onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
  } satisfies AdapterContext
}

let walletCount = 0
/** A connected adapter whose wallet holds the given key (a dev account index, or a fresh key). */
async function connected(
  key: number | Uint8Array,
  options: Omit<TestSolanaWalletOptions, 'secrets'> = {},
): Promise<{ adapter: SolanaAdapter; from: string }> {
  const name = `Chain Test Wallet ${++walletCount}`
  const wallet = await createTestSolanaWallet({
    name,
    chains: [network.caipNetworkId as `${string}:${string}`],
    secrets: [typeof key === 'number' ? devSolanaSecret(key) : key],
    rpcUrl: devnet.rpcUrl,
    ...options,
  })
  cleanups.push(getWallets().register(wallet))
  const adapter = createSolanaAdapter({ tokens: [FDOL] })
  void adapter.setup(makeContext())
  cleanups.push(() => adapter.destroy())
  const { address: from, chainId } = await adapter.connect({ connectorId: `solana:${name}` })
  expect(chainId).toBe(network.id)
  return { adapter, from }
}

async function lamports(of: string): Promise<bigint> {
  return (await rpc.getBalance(address(of), { commitment: 'confirmed' }).send()).value
}

async function fdol(adapter: SolanaAdapter, owner: string): Promise<string | undefined> {
  const balances = await adapter.getTokenBalances({ address: owner, network })
  return balances.find((b) => b.token.address === devnet.mint)?.value
}

async function settled(adapter: SolanaAdapter, id: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const status = await adapter.getTransactionStatus({ id, network })
    if (status !== 'pending') return status
    await new Promise((r) => setTimeout(r, 100))
  }
  return 'pending'
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the send to fail')
}

async function freshAddress(): Promise<string> {
  return (await generateKeyPairSigner()).address
}

describe('balances', () => {
  it('native balance over RPC: 100 SOL for dev account #0', async () => {
    const adapter = createSolanaAdapter()
    expect(await adapter.getBalance({ address: devnet.accounts[0]!, network })).toEqual({
      value: '100000000000',
      decimals: 9,
      symbol: 'SOL',
      formatted: '100',
    })
  })

  it('token balances: FDOL with the host metadata; a mint without metadata shows its shortened address; none for #3', async () => {
    const withMetadata = createSolanaAdapter({ tokens: [FDOL] })
    const [balance] = await withMetadata.getTokenBalances({ address: devnet.accounts[1]!, network })
    expect(balance).toEqual({ token: FDOL, value: '1000000000', decimals: 6, symbol: 'FDOL', formatted: '1000' })
    const plain = createSolanaAdapter()
    const [unnamed] = await plain.getTokenBalances({ address: devnet.accounts[1]!, network })
    expect(unnamed!.symbol).toBe(`${devnet.mint.slice(0, 4)}…${devnet.mint.slice(-4)}`)
    expect(await plain.getTokenBalances({ address: devnet.accounts[3]!, network })).toEqual([])
  })

  it('an unknown signature is pending', async () => {
    const adapter = createSolanaAdapter()
    const id = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    expect(await adapter.getTransactionStatus({ id, network })).toBe('pending')
  })
})

describe('SOL send', () => {
  it('sends 1.5 SOL to a new account: confirmed on chain, sender pays amount + fee', async () => {
    const { adapter, from } = await connected(0)
    const to = await freshAddress()
    const before = await lamports(from)
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '1.5' })
    expect(id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await settled(adapter, id)).toBe('confirmed')
    expect(await lamports(to)).toBe(1_500_000_000n)
    const spent = before - (await lamports(from))
    expect(spent).toBeGreaterThanOrEqual(1_500_005_000n)
    expect(spent).toBeLessThanOrEqual(1_500_015_000n)
  })

  it('through a WalletConnect session (walletRequest): no adapter wallet, the session signs and submits a legacy transfer', async () => {
    const adapter = createSolanaAdapter({ tokens: [FDOL] })
    void adapter.setup(makeContext())
    cleanups.push(() => adapter.destroy())
    const signer = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(2))
    const requests: { method: string; params?: unknown }[] = []
    // The wallet's side of solana_signAndSendTransaction, as a WalletConnect wallet answers it.
    const walletRequest = async (req: { method: string; params?: unknown }) => {
      requests.push(req)
      const { transaction } = req.params as { transaction: string }
      const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
      const signed = await partiallySignTransaction([signer.keyPair], decoded)
      return {
        signature: await rpc
          .sendTransaction(getBase64EncodedWireTransaction(signed), {
            encoding: 'base64',
            preflightCommitment: 'confirmed',
          })
          .send(),
      }
    }
    const to = await freshAddress()
    const { id } = await adapter.sendToken({ address: signer.address, network, to, amount: '0.5', walletRequest })
    expect(requests.map((r) => r.method)).toEqual(['solana_signAndSendTransaction'])
    expect(await settled(adapter, id)).toBe('confirmed')
    expect(await lamports(to)).toBe(500_000_000n)
    const refused = async () => Promise.reject(Object.assign(new Error('User rejected.'), { code: 5000 }))
    await expect(
      adapter.sendToken({ address: signer.address, network, to, amount: '0.5', walletRequest: refused }),
    ).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('a wallet with signTransaction only: the adapter submits the signed transaction itself', async () => {
    const { adapter, from } = await connected(1, { features: 'sign-only' })
    const to = devnet.accounts[2]!
    const before = await lamports(to)
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '0.25' })
    expect(await settled(adapter, id)).toBe('confirmed')
    expect((await lamports(to)) - before).toBe(250_000_000n)
  })

  it("'Not enough SOL to cover fees or rent' for an account never credited", async () => {
    const { adapter, from } = await connected(crypto.getRandomValues(new Uint8Array(32)))
    const error = await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '0.1' }))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('Not enough SOL to cover fees or rent')
  })

  it("'Not enough SOL to cover this transfer' above the balance; 'fees or rent' for the whole balance (no fee left)", async () => {
    const { adapter, from } = await connected(3)
    const balance = await lamports(from)
    const above = await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1000' }))
    expect(above.message).toBe('Not enough SOL to cover this transfer')
    const whole = formatUnits(balance, 9)
    const all = await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: whole }))
    expect(all.message).toBe('Not enough SOL to cover fees or rent')
  })

  it("'Not enough SOL to cover fees or rent' when a new account would get less than the rent-exempt minimum", async () => {
    const { adapter, from } = await connected(3)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: await freshAddress(), amount: '0.000001' }),
    )
    expect(error.message).toBe('Not enough SOL to cover fees or rent')
  })

  it("'Amount must be greater than 0' for 0 and negative amounts", async () => {
    const { adapter, from } = await connected(3)
    for (const amount of ['0', '-1', '0.0'])
      expect(
        (await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount }))).message,
      ).toBe('Amount must be greater than 0')
  })

  it('a recipient that is not a Solana address and more than 9 decimals are refused before the wallet is asked', async () => {
    const { adapter, from } = await connected(3)
    const badRecipient = await failure(
      adapter.sendToken({ address: from, network, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1' }),
    )
    expect(badRecipient.name).toBe('InvalidRecipientError')
    const tooPrecise = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '0.0000000001' }),
    )
    expect(tooPrecise.message).toBe(
      "Invalid SOL amount: amount 0.0000000001 has more decimal places than the token's 9",
    )
    const splRecipient = await failure(
      adapter.sendToken({ address: from, network, to: 'nope', amount: '1', token: FDOL }),
    )
    expect(splRecipient.message).toBe('Failed to create SPL token transaction: "nope" is not a Solana address')
  })

  it("sending from an address that is not the connected account is 'Wallet not connected'", async () => {
    const { adapter } = await connected(3)
    const error = await failure(
      adapter.sendToken({ address: devnet.accounts[0]!, network, to: devnet.accounts[1]!, amount: '1' }),
    )
    expect(error.message).toBe('Wallet not connected')
  })

  it('a refusal in the wallet is UserRejectedError and nothing is sent', async () => {
    const { adapter, from } = await connected(4, { approve: (kind) => kind === 'connect' })
    const to = await freshAddress()
    const error = await failure(adapter.sendToken({ address: from, network, to, amount: '1' }))
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(await lamports(to)).toBe(0n)
  })
})

describe('SPL send', () => {
  it("sends 2.5 FDOL to #3, creating #3's associated token account; balances change on chain", async () => {
    const { adapter, from } = await connected(0)
    const to = devnet.accounts[3]!
    expect(await fdol(adapter, to)).toBeUndefined()
    const before = BigInt((await fdol(adapter, from))!)
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '2.5', token: FDOL })
    expect(await settled(adapter, id)).toBe('confirmed')
    expect(await fdol(adapter, to)).toBe('2500000')
    expect(BigInt((await fdol(adapter, from))!)).toBe(before - 2_500_000n)
    // The recipient's account exists now: a second send just transfers.
    const second = await adapter.sendToken({ address: from, network, to, amount: '0.5', token: FDOL })
    expect(await settled(adapter, second.id)).toBe('confirmed')
    expect(await fdol(adapter, to)).toBe('3000000')
  })

  it("'Sender does not have a token account for this mint' (#4 has none)", async () => {
    const { adapter, from } = await connected(4)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1', token: FDOL }),
    )
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('Sender does not have a token account for this mint')
  })

  it("'Insufficient token balance' above the sender's 1,000 FDOL", async () => {
    const { adapter, from } = await connected(2)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1000.000001', token: FDOL }),
    )
    expect(error.message).toBe('Insufficient token balance')
  })

  it("'Mint account not found' for a random address", async () => {
    const { adapter, from } = await connected(2)
    const mint = await freshAddress()
    const error = await failure(
      adapter.sendToken({
        address: from,
        network,
        to: devnet.accounts[0]!,
        amount: '1',
        token: { ...FDOL, address: mint },
      }),
    )
    expect(error.message).toBe('Mint account not found')
  })

  it("'Unknown mint owner program' for the System program and for a wallet account", async () => {
    const { adapter, from } = await connected(2)
    for (const mint of [SYSTEM_PROGRAM_ID, devnet.accounts[1]!]) {
      const error = await failure(
        adapter.sendToken({
          address: from,
          network,
          to: devnet.accounts[0]!,
          amount: '1',
          token: { ...FDOL, address: mint },
        }),
      )
      expect(error.message).toBe('Unknown mint owner program')
    }
  })

  it("'Amount must be greater than 0' for 0 and negative amounts", async () => {
    const { adapter, from } = await connected(2)
    for (const amount of ['0', '-5'])
      expect(
        (await failure(adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount, token: FDOL })))
          .message,
      ).toBe('Amount must be greater than 0')
  })

  it("'Failed to create SPL token transaction: <reason>' for more decimals than the mint has", async () => {
    const { adapter, from } = await connected(2)
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1.0000001', token: FDOL }),
    )
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe(
      "Failed to create SPL token transaction: amount 1.0000001 has more decimal places than the token's 6",
    )
  })

  it('a refusal in the wallet is UserRejectedError', async () => {
    const { adapter, from } = await connected(2, { approve: (kind) => kind === 'connect' })
    const error = await failure(
      adapter.sendToken({ address: from, network, to: devnet.accounts[0]!, amount: '1', token: FDOL }),
    )
    expect(error).toBeInstanceOf(UserRejectedError)
  })
})

describe('Token-2022 and 0-decimal mints', () => {
  it('a Token-2022 mint is listed and sent like a Token one (recipient account created under Token-2022)', async () => {
    const holder = devnet.accounts[1]!
    const mint = await createTestMint({
      rpcUrl: devnet.rpcUrl,
      payerSecret: devSolanaSecret(0),
      tokenProgram: TOKEN_2022_PROGRAM_ID,
      decimals: 2,
      holder,
      amount: 10_000n,
    })
    const { adapter, from } = await connected(1)
    expect(from).toBe(holder)
    const balances = await adapter.getTokenBalances({ address: holder, network })
    const token = balances.find((b) => b.token.address === mint)
    expect(token).toMatchObject({ value: '10000', decimals: 2, formatted: '100' })
    const to = await freshAddress()
    const { id } = await adapter.sendToken({ address: from, network, to, amount: '12.34', token: token!.token })
    expect(await settled(adapter, id)).toBe('confirmed')
    const [received] = await adapter.getTokenBalances({ address: to, network })
    expect(received).toMatchObject({ value: '1234', formatted: '12.34', token: { address: mint } })
    const tooPrecise = await failure(
      adapter.sendToken({ address: from, network, to, amount: '0.001', token: token!.token }),
    )
    expect(tooPrecise.message).toBe(
      "Failed to create SPL token transaction: amount 0.001 has more decimal places than the token's 2",
    )
  })

  it('token balances with 0 decimals are left out (spec §5)', async () => {
    const holder = devnet.accounts[2]!
    const mint = await createTestMint({
      rpcUrl: devnet.rpcUrl,
      payerSecret: devSolanaSecret(0),
      tokenProgram: TOKEN_PROGRAM_ID,
      decimals: 0,
      holder,
      amount: 7n,
    })
    const balances = await createSolanaAdapter().getTokenBalances({ address: holder, network })
    expect(balances.map((b) => b.token.address)).not.toContain(mint)
    expect(balances.map((b) => b.token.address)).toContain(devnet.mint)
  })
})
