// A TEST-ONLY Wallet Standard wallet for @foyer/solana's unit tests: it signs with a kit key pair in-process and lets a
// test decide every prompt, emit `change` events, and leave out features. Never use it with real funds.
import {
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type KeyPairSigner,
} from '@solana/kit'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'

export const TEST_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

export interface TestSolanaWalletOptions {
  name?: string
  /** Chains the wallet and its account list (default ['solana:localnet']). */
  chains?: IdentifierString[]
  /** 32-byte ed25519 private keys of the accounts (default: one random key). */
  secrets?: Uint8Array[]
  /** Where signAndSendTransaction submits. */
  rpcUrl?: string
  /** Which features to expose: all, or without any Solana signing feature (an "Unsupported" wallet). */
  features?: 'all' | 'sign-only' | 'no-solana-signing'
  /** Decides every prompt; false rejects with code 4001. Default: approve. */
  approve?: (kind: string) => boolean | Promise<boolean>
  /** Answer connect with no accounts (a broken wallet). */
  noAccounts?: boolean
  /** What signTransaction hands back instead of the signed bytes (a broken wallet); gets the signed and the input. */
  signTransactionAnswer?: (signed: Uint8Array, input: Uint8Array) => Uint8Array
}

export interface TestSolanaWallet extends Wallet {
  readonly test: {
    signers: KeyPairSigner[]
    connected: boolean
    /** Calls of each feature, by name. */
    calls: string[]
    /** The wallet changes accounts on its own (empty = disconnected). */
    emitAccounts(addresses: string[]): void
    /** The wallet finishes loading: it gains every Solana signing feature and says so with a `change` event. */
    addSigningFeatures(): void
  }
}

class RejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request')
    this.name = 'WalletSignTransactionError'
  }
}

export async function createTestSolanaWallet(options: TestSolanaWalletOptions = {}): Promise<TestSolanaWallet> {
  const chains = options.chains ?? ['solana:localnet']
  const secrets = options.secrets ?? [crypto.getRandomValues(new Uint8Array(32))]
  const signers = await Promise.all(secrets.map((s) => createKeyPairSignerFromPrivateKeyBytes(s)))
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  const calls: string[] = []
  const approve = options.approve ?? (() => true)
  const mode = options.features ?? 'all'
  const rpc = options.rpcUrl ? createSolanaRpc(options.rpcUrl) : undefined

  const accountOf = (address: string): WalletAccount => ({
    address,
    publicKey: new Uint8Array(getBase58Encoder().encode(address)),
    chains,
    features: ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'],
  })
  let accounts: WalletAccount[] = []
  const emit = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) listener(properties)
  }
  const ask = async (kind: string) => {
    calls.push(kind)
    if (!(await approve(kind))) throw new RejectedError()
  }
  const signerFor = (account: WalletAccount) => {
    const signer = signers.find((s) => s.address === account.address)
    if (!signer || !accounts.some((a) => a.address === account.address)) throw new Error('Account not connected')
    return signer
  }
  const sign = async (account: WalletAccount, bytes: Uint8Array): Promise<Uint8Array> => {
    const signer = signerFor(account)
    const transaction = getTransactionDecoder().decode(bytes)
    const signed = await partiallySignTransaction([signer.keyPair], transaction)
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (input?.silent) {
          calls.push('connect:silent')
          if (accounts.length === 0) return { accounts: [] }
        } else await ask('connect')
        accounts = options.noAccounts ? [] : signers.map((s) => accountOf(s.address))
        emit({ accounts })
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        calls.push('disconnect')
        accounts = []
        emit({ accounts })
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (properties: StandardEventsChangeProperties) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  const addSignTransactionAndMessage = () => {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        await ask('signTransaction')
        const answer = options.signTransactionAnswer ?? ((signed: Uint8Array) => signed)
        return Promise.all(
          inputs.map(async (i) => ({ signedTransaction: answer(await sign(i.account, i.transaction), i.transaction) })),
        )
      },
    }
    features['solana:signMessage'] = {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        await ask('signMessage')
        return Promise.all(
          inputs.map(async (i) => ({
            signedMessage: i.message,
            signature: new Uint8Array(await signBytes(signerFor(i.account).keyPair.privateKey, i.message)),
          })),
        )
      },
    }
  }
  const addSignAndSend = () => {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        await ask('signAndSendTransaction')
        if (!rpc) throw new Error('The test wallet has no RPC URL')
        return Promise.all(
          inputs.map(async (i) => {
            const signed = await sign(i.account, i.transaction)
            const wire = getBase64EncodedWireTransaction(getTransactionDecoder().decode(signed))
            const signature = await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
            return { signature: new Uint8Array(getBase58Encoder().encode(signature)) }
          }),
        )
      },
    }
  }
  if (mode !== 'no-solana-signing') addSignTransactionAndMessage()
  if (mode === 'all') addSignAndSend()

  return {
    version: '1.0.0',
    name: options.name ?? 'Foyer Test Solana Wallet',
    icon: TEST_WALLET_ICON,
    chains,
    features,
    get accounts() {
      return accounts
    },
    test: {
      signers,
      get connected() {
        return accounts.length > 0
      },
      calls,
      emitAccounts(addresses: string[]) {
        accounts = addresses.map(accountOf)
        emit({ accounts })
      },
      addSigningFeatures() {
        addSignTransactionAndMessage()
        addSignAndSend()
        emit({ features })
      },
    },
  } as TestSolanaWallet
}
