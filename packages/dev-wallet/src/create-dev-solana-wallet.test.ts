import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
  type Address,
  type SignatureBytes,
} from '@solana/kit'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { SOLANA_DEVNET_CAIP2 } from '@foyer/devnet'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createDevSolanaWallet,
  type CreateDevSolanaWalletOptions,
  type DevSolanaWallet,
} from './create-dev-solana-wallet.js'
import { DEV_WALLET_NAME, DEV_WALLET_STANDARD_ICON } from './identity.js'
import { devSolanaSecret } from './solana-dev-keys.js'
import { memoInstruction, transferInstruction, wireTransaction } from './test/solana-transactions.js'
import type { SolanaPendingRequest } from './types.js'

const CHAIN = 'solana:localnet'
let ACCOUNT_0: Address
let ACCOUNT_1: Address
const addressOf = async (index: number) =>
  getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(devSolanaSecret(index))).publicKey)
beforeAll(async () => {
  ACCOUNT_0 = await addressOf(0)
  ACCOUNT_1 = await addressOf(1)
})

let asked: SolanaPendingRequest[]
let answer: boolean
beforeEach(() => {
  asked = []
  answer = true
})

function makeWallet(overrides: Partial<CreateDevSolanaWalletOptions> = {}): DevSolanaWallet {
  return createDevSolanaWallet({
    rpcUrl: 'http://127.0.0.1:1', // nothing listens: these tests never send
    chains: [CHAIN],
    origin: 'http://127.0.0.1:5173',
    approve: async (request) => {
      asked.push(request)
      return answer
    },
    ...overrides,
  })
}

async function connected(overrides?: Partial<CreateDevSolanaWalletOptions>) {
  const wallet = makeWallet(overrides)
  await wallet.features['standard:connect'].connect()
  asked = []
  return wallet
}

const verify = async (address: string, signature: Uint8Array, data: Uint8Array) =>
  verifySignature(await getPublicKeyFromAddress(address as Address), signature as SignatureBytes, data)

describe('createDevSolanaWallet', () => {
  it('is a Wallet Standard wallet with the EVM wallet’s identity and the Solana features', () => {
    const wallet = makeWallet()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe(DEV_WALLET_NAME)
    expect(wallet.icon).toBe(DEV_WALLET_STANDARD_ICON)
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual([CHAIN])
    expect(wallet.accounts).toEqual([])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0])
  })

  it('defaults to the Foyer devnet’s CAIP-2 id and solana:localnet', () => {
    expect(makeWallet({ chains: undefined }).chains).toEqual([SOLANA_DEVNET_CAIP2, 'solana:localnet'])
    expect(() => makeWallet({ chains: ['eip155:1'] })).toThrow(/not a Solana chain id/)
  })

  it('connects after approval with the address of devSolanaSecret(0)', async () => {
    const wallet = makeWallet()
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts).toHaveLength(1)
    const [account] = accounts
    expect(account!.address).toBe(ACCOUNT_0)
    expect(account!.publicKey).toHaveLength(32)
    expect(account!.chains).toEqual([CHAIN])
    expect(account!.features).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'solana:signIn',
    ])
    expect(wallet.accounts).toEqual(accounts)
    expect(wallet.accounts[0]).toBe(account) // same object across reads
    expect(asked).toEqual([
      {
        id: 1,
        kind: 'solana_connect',
        namespace: 'solana',
        origin: 'http://127.0.0.1:5173',
        account: ACCOUNT_0,
        accountIndex: 0,
        chain: CHAIN,
      },
    ])
    expect(changes).toEqual([{ accounts }])
  })

  it('asks once for concurrent connects and not again when connected', async () => {
    const wallet = makeWallet()
    const connect = wallet.features['standard:connect'].connect
    const [a, b] = await Promise.all([connect(), connect()])
    expect(a.accounts).toEqual(b.accounts)
    await connect()
    expect(asked).toHaveLength(1)
  })

  it('rejects with a 4001 WalletConnectionError when the person says no', async () => {
    answer = false
    const wallet = makeWallet()
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      name: 'WalletConnectionError',
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(wallet.accounts).toEqual([])
  })

  it('silent connect never asks: no accounts until authorized, the account once remembered', async () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    }
    const first = makeWallet({ storage })
    expect((await first.features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    expect(asked).toHaveLength(0)
    await first.features['standard:connect'].connect()
    first.devWallet.switchAccount(1)
    // A reload: a new wallet over the same storage reconnects silently, with the account the person chose.
    asked = []
    const reloaded = makeWallet({ storage })
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((a) => a.address)).toEqual([ACCOUNT_1])
    expect(asked).toHaveLength(0)
    await reloaded.features['standard:disconnect'].disconnect()
    expect((await makeWallet({ storage }).features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
  })

  it('switchAccount and disconnect emit change; off() stops the events', async () => {
    const wallet = await connected()
    const changes: StandardEventsChangeProperties[] = []
    const off = wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    wallet.devWallet.switchAccount(1)
    expect(wallet.devWallet.address).toBe(ACCOUNT_1)
    expect(changes.at(-1)!.accounts!.map((a) => a.address)).toEqual([ACCOUNT_1])
    wallet.devWallet.disconnect()
    expect(changes.at(-1)).toEqual({ accounts: [] })
    expect(wallet.devWallet.connected).toBe(false)
    off()
    wallet.devWallet.switchAccount(0)
    await wallet.features['standard:connect'].connect()
    expect(changes).toHaveLength(2)
    expect(() => wallet.devWallet.switchAccount(-1)).toThrow(RangeError)
  })

  it('signs a message with ed25519 after showing it, and the signature verifies', async () => {
    const wallet = await connected()
    const message = new TextEncoder().encode('Hello from Foyer\nNonce: 42')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account: wallet.accounts[0]!, message })
    expect(output!.signedMessage).toEqual(message)
    expect(output!.signature).toHaveLength(64)
    expect(await verify(ACCOUNT_0, output!.signature, message)).toBe(true)
    expect(asked).toMatchObject([{ kind: 'solana_signMessage', message, account: ACCOUNT_0 }])
  })

  it('refuses to sign for a disconnected wallet or another account, without asking', async () => {
    const wallet = makeWallet()
    const message = new Uint8Array([1, 2, 3])
    const account = (await makeWallet().features['standard:connect'].connect()).accounts[0]!
    asked = []
    await expect(wallet.features['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      name: 'WalletNotConnectedError',
      code: 4100,
    })
    await wallet.features['standard:connect'].connect()
    wallet.devWallet.switchAccount(1)
    asked = []
    await expect(wallet.features['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      name: 'WalletSignMessageError',
      code: 4100,
    })
    expect(asked).toHaveLength(0)
  })

  it('a rejected signature is a 4001 error named for the request', async () => {
    const wallet = await connected()
    answer = false
    const account = wallet.accounts[0]!
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({
      name: 'WalletSignMessageError',
      code: 4001,
    })
    const transaction = wireTransaction({ feePayer: ACCOUNT_0, instructions: [memoInstruction('x')] })
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction }),
    ).rejects.toMatchObject({
      name: 'WalletSignTransactionError',
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it.each(['legacy', 0] as const)(
    'signs a %s transaction: the fee payer’s signature verifies over the message',
    async (version) => {
      const wallet = await connected()
      const transaction = wireTransaction({
        version,
        feePayer: ACCOUNT_0,
        instructions: [transferInstruction(ACCOUNT_0, ACCOUNT_1, 1_500_000_000n)],
      })
      const [output] = await wallet.features['solana:signTransaction'].signTransaction({
        account: wallet.accounts[0]!,
        transaction,
        chain: CHAIN,
      })
      const signed = getTransactionDecoder().decode(output!.signedTransaction)
      const unsigned = getTransactionDecoder().decode(transaction)
      expect(signed.messageBytes).toEqual(unsigned.messageBytes)
      expect(Object.keys(signed.signatures)).toEqual([ACCOUNT_0])
      const signature = signed.signatures[ACCOUNT_0]!
      expect(await verify(ACCOUNT_0, signature, signed.messageBytes as unknown as Uint8Array)).toBe(true)
      expect(asked).toMatchObject([{ kind: 'solana_signTransaction', chain: CHAIN, transaction }])
    },
  )

  it('fills only its own slot in a transaction with another signer', async () => {
    const wallet = await connected()
    // Account 1 pays, account 0 sends: two signers, the wallet signs for account 0 and leaves account 1's slot empty.
    const transaction = wireTransaction({
      feePayer: ACCOUNT_1,
      instructions: [transferInstruction(ACCOUNT_0, ACCOUNT_1, 1n)],
    })
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: wallet.accounts[0]!,
      transaction,
    })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    expect(Object.keys(signed.signatures)).toEqual([ACCOUNT_1, ACCOUNT_0])
    expect(signed.signatures[ACCOUNT_1]).toBeNull()
    expect(await verify(ACCOUNT_0, signed.signatures[ACCOUNT_0]!, signed.messageBytes as unknown as Uint8Array)).toBe(
      true,
    )
  })

  it('refuses without asking: a transaction the account does not sign, bytes that are no transaction, an unknown chain', async () => {
    const wallet = await connected()
    const account = wallet.accounts[0]!
    const feature = wallet.features['solana:signTransaction']
    const foreign = wireTransaction({ feePayer: ACCOUNT_1, instructions: [memoInstruction('x')] })
    await expect(feature.signTransaction({ account, transaction: foreign })).rejects.toMatchObject({
      code: -32602,
      message: /not a signer/,
    })
    await expect(feature.signTransaction({ account, transaction: new Uint8Array([9, 9, 9]) })).rejects.toMatchObject({
      code: -32602,
    })
    const mine = wireTransaction({ feePayer: ACCOUNT_0, instructions: [memoInstruction('x')] })
    await expect(
      feature.signTransaction({ account, transaction: mine, chain: 'solana:mainnet' }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(asked).toHaveLength(0)
  })

  it('signs several inputs in order, one approval each', async () => {
    const wallet = await connected()
    const account = wallet.accounts[0]!
    const outputs = await wallet.features['solana:signMessage'].signMessage(
      { account, message: new Uint8Array([1]) },
      { account, message: new Uint8Array([2]) },
    )
    expect(outputs.map((o) => [...o.signedMessage])).toEqual([[1], [2]])
    expect(asked.map((r) => r.id)).toEqual([2, 3])
  })
})

describe('Sign In With Solana', () => {
  const input: SolanaSignInInput = {
    domain: '127.0.0.1:5173',
    statement: 'Sign in to the Foyer demo.',
    uri: 'http://127.0.0.1:5173/login',
    version: '1',
    chainId: 'solana:localnet',
    nonce: 'oBbLoEldZs',
    issuedAt: '2026-11-21T06:00:00.000Z',
    expirationTime: '2026-11-21T07:00:00.000Z',
    notBefore: '2026-11-21T05:59:00.000Z',
    requestId: 'req-1',
    resources: ['https://foyer.dev/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
  }

  it('builds the SIWS text, connects, and signs it', async () => {
    const wallet = makeWallet()
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    const [output] = await wallet.features['solana:signIn'].signIn(input)
    const text = new TextDecoder().decode(output!.signedMessage)
    expect(text).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Solana account:',
        ACCOUNT_0,
        '',
        'Sign in to the Foyer demo.',
        '',
        'URI: http://127.0.0.1:5173/login',
        'Version: 1',
        'Chain ID: solana:localnet',
        'Nonce: oBbLoEldZs',
        'Issued At: 2026-11-21T06:00:00.000Z',
        'Expiration Time: 2026-11-21T07:00:00.000Z',
        'Not Before: 2026-11-21T05:59:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://foyer.dev/terms',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ].join('\n'),
    )
    expect(output!.account.address).toBe(ACCOUNT_0)
    expect(await verify(ACCOUNT_0, output!.signature, output!.signedMessage)).toBe(true)
    expect(asked).toMatchObject([
      { kind: 'solana_signIn', message: text, signIn: { domain: '127.0.0.1:5173', address: ACCOUNT_0 } },
    ])
    expect(wallet.accounts).toEqual([output!.account])
    expect(changes).toEqual([{ accounts: [output!.account] }])
  })

  it('with no input: the page’s host and the wallet’s account, no other lines', async () => {
    const wallet = makeWallet()
    const [output] = await wallet.features['solana:signIn'].signIn({})
    expect(new TextDecoder().decode(output!.signedMessage)).toBe(
      `127.0.0.1:5173 wants you to sign in with your Solana account:\n${ACCOUNT_0}`,
    )
    const withStatement = await wallet.features['solana:signIn'].signIn({ statement: 'Hi', nonce: 'n1' })
    expect(new TextDecoder().decode(withStatement[0]!.signedMessage)).toBe(
      `127.0.0.1:5173 wants you to sign in with your Solana account:\n${ACCOUNT_0}\n\nHi\n\nNonce: n1`,
    )
  })

  it('names the chain of the message’s Chain ID in the request, when the wallet has it', async () => {
    const wallet = makeWallet({ chains: ['solana:mainnet', 'solana:localnet'] })
    await wallet.features['solana:signIn'].signIn(
      { chainId: 'localnet' },
      { chainId: 'solana:localnet' },
      { chainId: 'solana:elsewhere' },
      {},
    )
    expect(asked.map((r) => r.chain)).toEqual([
      'solana:localnet',
      'solana:localnet',
      'solana:mainnet',
      'solana:mainnet',
    ])
  })

  it('refuses another address and rejects with 4001 when declined', async () => {
    const wallet = makeWallet()
    await expect(wallet.features['solana:signIn'].signIn({ address: ACCOUNT_1 })).rejects.toMatchObject({
      code: 4100,
      name: 'WalletSignInError',
    })
    answer = false
    await expect(wallet.features['solana:signIn'].signIn(input)).rejects.toMatchObject({
      code: 4001,
      name: 'WalletSignInError',
    })
    expect(wallet.accounts).toEqual([])
  })
})
