import { ed25519 } from '@noble/curves/ed25519'
import {
  createSolanaRpc,
  getAddressDecoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Base64EncodedWireTransaction,
  type Signature,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignAndSendTransactionOutput,
  type SolanaSignInFeature,
  type SolanaSignInInput,
  type SolanaSignInOutput,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignMessageOutput,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
  type SolanaSignTransactionOutput,
  type SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardConnectInput,
  type StandardConnectOutput,
  type StandardDisconnectFeature,
  type StandardEventsChangeProperties,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type StandardEventsNames,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { DevWalletStorage } from './create-dev-wallet-provider.js'
import { originHost } from './describe-request.js'
import { DEV_WALLET_NAME, DEV_WALLET_STANDARD_ICON } from './identity.js'
import { createSignInMessageText } from './sign-in-message.js'
import { devSolanaSecret } from './solana-dev-keys.js'
import type { SolanaPendingRequest, SolanaRequestKind, SolanaSignInFields } from './types.js'

/**
 * The Foyer Solana devnet's CAIP-2 id: "solana:" + the first 32 characters of its fixed genesis hash
 * (base58(sha256('foyer-solana-devnet')), @foyer/devnet's SOLANA_DEVNET_CAIP2; a test keeps the two equal).
 */
export const FOYER_SOLANA_DEVNET_CHAIN = 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'

/** Default chains: the Foyer Solana devnet by its CAIP-2 id, and the Wallet Standard's name for any local validator. */
export const DEFAULT_SOLANA_CHAINS = [
  FOYER_SOLANA_DEVNET_CHAIN,
  'solana:localnet',
] as const satisfies readonly IdentifierString[]

/** Where createDevSolanaWallet remembers the connection when given `storage` without a `storageKey`. */
export const DEV_SOLANA_WALLET_STORAGE_KEY = 'foyer.devWallet.solana'

export type CreateDevSolanaWalletOptions = {
  /** The Solana JSON-RPC endpoint signAndSendTransaction sends to, e.g. "http://127.0.0.1:8899". */
  rpcUrl: string
  /** Chain ids the wallet announces and accepts (default: the Foyer devnet's CAIP-2 id and 'solana:localnet'). The first is the default. */
  chains?: readonly string[]
  /** Which Solana dev account (m/44'/501'/i'/0' of the dev mnemonic) signs; default: the remembered one, else 0. */
  accountIndex?: number
  /** Asks the person; an ApproveRequest (the function the EVM provider takes) fits. Resolve true to go ahead; false rejects (code 4001). */
  approve: (request: SolanaPendingRequest) => Promise<boolean>
  /** Default 'Foyer Dev Wallet': the EVM wallet's name, so Foyer's modal shows both as one multi-chain wallet. */
  name?: string
  /** A base64 data: URI (the Wallet Standard allows no other); default the dev wallet's icon. */
  icon?: WalletIcon
  /** The requesting page's origin, shown in approvals and the SIWS domain default; defaults to location.origin. */
  origin?: string
  /**
   * Remember the authorization and account across reloads (so `standard:connect` with `silent` reconnects) under
   * `storageKey` in `storage` (default localStorage). Nothing is remembered unless one of the two is given.
   */
  storageKey?: string
  storage?: DevWalletStorage
}

/** Controls a test or the console uses to act as the person using the wallet, outside any app request. */
export type DevSolanaWalletControls = {
  /** The selected account's base58 address (whether or not an app is connected). */
  readonly address: string
  readonly accountIndex: number
  readonly connected: boolean
  /** Selects another dev account; a connected app gets a `change` event with the new account. */
  switchAccount(index: number): void
  /** Revokes the app's connection as the wallet's own "disconnect site" would; a connected app gets `change` with no accounts. */
  disconnect(): void
}

export type DevSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

/** A Wallet Standard wallet (register it with the window protocol) plus the dev controls. */
export type DevSolanaWallet = Wallet & {
  readonly features: DevSolanaWalletFeatures
  readonly devWallet: DevSolanaWalletControls
}

/**
 * What every failure of the Solana dev wallet throws: an Error whose `name` follows @solana/wallet-adapter-base's
 * (WalletSignTransactionError, ...) and whose numeric `code` follows EIP-1193's, so adapters can tell
 * 4001 (the person rejected) from 4100 (not connected / another account) and the rest.
 */
export class DevWalletStandardError extends Error {
  readonly code: number
  constructor(name: string, code: number, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = name
    this.code = code
  }
}

const ERROR_NAME: Record<SolanaRequestKind, string> = {
  solana_connect: 'WalletConnectionError',
  solana_signMessage: 'WalletSignMessageError',
  solana_signTransaction: 'WalletSignTransactionError',
  solana_signAndSendTransaction: 'WalletSendTransactionError',
  solana_signIn: 'WalletSignInError',
}

const ACCOUNT_FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction, SolanaSignIn] as const
const COMMITMENT_RANK: Record<SolanaTransactionCommitment, number> = { processed: 0, confirmed: 1, finalized: 2 }
const CONFIRM_TIMEOUT_MS = 60_000

type Keys = { secret: Uint8Array; publicKey: Uint8Array; address: string }
type StoredState = { connected: boolean; accountIndex: number }
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * The Foyer Dev Wallet on Solana, as a Wallet Standard wallet: it holds the Solana dev keys, signs messages, transactions
 * and Sign In With Solana messages in-process (ed25519, pure JS, so it also works on plain-http LAN origins where
 * WebCrypto is missing), and sends to `rpcUrl`. Whatever needs the person goes through `approve` first.
 */
export function createDevSolanaWallet(options: CreateDevSolanaWalletOptions): DevSolanaWallet {
  const chains = Object.freeze([...(options.chains ?? DEFAULT_SOLANA_CHAINS)]) as readonly IdentifierString[]
  if (chains.length === 0) throw new Error('createDevSolanaWallet: give at least one chain')
  for (const chain of chains) {
    if (!/^solana:[^:\s]+$/.test(chain))
      throw new Error(`createDevSolanaWallet: "${chain}" is not a Solana chain id (solana:<reference>)`)
  }
  const origin =
    options.origin ??
    (typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : 'unknown origin')
  const storageKey = options.storageKey ?? (options.storage ? DEV_SOLANA_WALLET_STORAGE_KEY : undefined)
  const storage = storageKey ? (options.storage ?? defaultStorage()) : undefined

  const stored = readStored()
  // An explicit option wins over the remembered account, so a test that asks for account #2 gets it after any reload.
  let accountIndex = options.accountIndex ?? stored?.accountIndex ?? 0
  keys(accountIndex) // fails fast on a bad index
  let connected = stored?.connected ?? false
  let nextRequestId = 1
  let connecting: Promise<void> | undefined
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountObjects = new Map<number, WalletAccount>()
  let rpcClient: ReturnType<typeof createSolanaRpc> | undefined

  function readStored(): StoredState | undefined {
    if (!storage || !storageKey) return undefined
    try {
      const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<StoredState> | null
      if (!value || typeof value !== 'object') return undefined
      const index = value.accountIndex
      return {
        connected: value.connected === true,
        accountIndex: Number.isInteger(index) && (index as number) >= 0 ? (index as number) : 0,
      }
    } catch {
      return undefined // a corrupt entry is just a fresh wallet
    }
  }

  function persist() {
    if (!storage || !storageKey) return
    try {
      storage.setItem(storageKey, JSON.stringify({ connected, accountIndex } satisfies StoredState))
    } catch {
      // Storage can be full or blocked (private mode); the wallet still works for this page load.
    }
  }

  function emitChange(properties: StandardEventsChangeProperties) {
    for (const listener of [...listeners]) {
      try {
        listener(properties)
      } catch (error) {
        // One app listener throwing must not stop the others (or the wallet) from hearing the event.
        console.error('[Foyer Dev Wallet] a Solana "change" listener threw', error)
      }
    }
  }

  function account(index: number): WalletAccount {
    let value = accountObjects.get(index)
    if (!value) {
      const { address, publicKey } = keys(index)
      // One frozen object per account, so an app comparing accounts by identity sees "same account" across events.
      value = new ReadonlyWalletAccount({ address, publicKey, chains, features: ACCOUNT_FEATURES })
      accountObjects.set(index, value)
    }
    return value
  }

  const accounts = (): readonly WalletAccount[] => (connected ? [account(accountIndex)] : [])

  function setConnected(value: boolean) {
    if (connected === value) return
    connected = value
    persist()
    emitChange({ accounts: accounts() })
  }

  function fail(kind: SolanaRequestKind, code: number, message: string, cause?: unknown): DevWalletStandardError {
    return new DevWalletStandardError(ERROR_NAME[kind], code, message, cause === undefined ? undefined : { cause })
  }

  /** Asks the person; resolves with the request as shown (its accountIndex is the account that must sign). */
  async function ask(
    details: DistributiveOmit<SolanaPendingRequest, 'id' | 'namespace' | 'origin' | 'account' | 'accountIndex'>,
  ) {
    const request = {
      ...details,
      id: nextRequestId++,
      namespace: 'solana',
      origin,
      account: keys(accountIndex).address,
      accountIndex,
    } as SolanaPendingRequest
    if (!(await options.approve(request))) throw fail(request.kind, 4001, 'User rejected the request.')
    return request
  }

  function requireAccount(kind: SolanaRequestKind, requested: WalletAccount | undefined) {
    if (!connected) {
      throw new DevWalletStandardError(
        'WalletNotConnectedError',
        4100,
        'The Foyer Dev Wallet is not connected to this site. Call standard:connect first.',
      )
    }
    const current = keys(accountIndex).address
    if (requested?.address !== current) {
      throw fail(kind, 4100, `The account ${String(requested?.address)} is not the connected account ${current}.`)
    }
  }

  function requireChain(kind: SolanaRequestKind, chain: string | undefined): IdentifierString {
    if (chain === undefined) return chains[0]!
    if (!chains.includes(chain as IdentifierString))
      throw fail(kind, 4902, `The Foyer Dev Wallet does not know the chain "${chain}" (it has ${chains.join(', ')}).`)
    return chain as IdentifierString
  }

  /** Decodes the wire transaction and checks the account is one of its signers, before anyone is asked. */
  function readTransaction(kind: SolanaRequestKind, bytes: Uint8Array): Transaction {
    let transaction: Transaction
    try {
      transaction = getTransactionDecoder().decode(bytes)
    } catch (error) {
      throw fail(
        kind,
        -32602,
        `Invalid params: the transaction could not be decoded (${error instanceof Error ? error.message : String(error)}).`,
        error,
      )
    }
    const address = keys(accountIndex).address
    if (!Object.prototype.hasOwnProperty.call(transaction.signatures, address)) {
      throw fail(kind, -32602, `Invalid params: the account ${address} is not a signer of this transaction.`)
    }
    return transaction
  }

  function sign(transaction: Transaction, index: number): Transaction {
    const { address, secret } = keys(index)
    const signature = ed25519.sign(transaction.messageBytes as unknown as Uint8Array, secret) as SignatureBytes
    // Spreading keeps the signatures' order (the message's signer order); only this account's slot changes.
    return Object.freeze({
      ...transaction,
      signatures: Object.freeze({ ...transaction.signatures, [address]: signature }),
    })
  }

  function rpc() {
    return (rpcClient ??= createSolanaRpc(options.rpcUrl))
  }

  async function send(transaction: Transaction, input: SolanaSignAndSendTransactionInput): Promise<Signature> {
    const kind = 'solana_signAndSendTransaction'
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(transaction)) as Base64EncodedWireTransaction
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot, commitment } = input.options ?? {}
    let signature: Signature
    try {
      signature = await rpc()
        .sendTransaction(wire, {
          encoding: 'base64',
          ...(skipPreflight !== undefined ? { skipPreflight } : {}),
          ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
          ...(maxRetries !== undefined ? { maxRetries: BigInt(maxRetries) } : {}),
          ...(minContextSlot !== undefined ? { minContextSlot: BigInt(minContextSlot) } : {}),
        })
        .send()
    } catch (error) {
      throw nodeError(error)
    }
    if (commitment) await confirm(signature, commitment)
    return signature

    function nodeError(error: unknown) {
      // Kit's SolanaError carries the node's JSON-RPC code (e.g. -32002 preflight failure) in context.__code.
      const code = (error as { context?: { __code?: unknown } } | undefined)?.context?.__code
      const message = error instanceof Error ? error.message : String(error)
      return fail(kind, typeof code === 'number' ? code : -32603, message, error)
    }
  }

  async function confirm(signature: Signature, commitment: SolanaTransactionCommitment) {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    for (;;) {
      const { value } = await rpc().getSignatureStatuses([signature]).send()
      const status = value[0]
      if (status?.err) {
        throw fail(
          'solana_signAndSendTransaction',
          -32603,
          `Transaction ${signature} failed: ${JSON.stringify(status.err, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
        )
      }
      if (status?.confirmationStatus && COMMITMENT_RANK[status.confirmationStatus] >= COMMITMENT_RANK[commitment])
        return
      if (Date.now() > deadline)
        throw fail(
          'solana_signAndSendTransaction',
          -32603,
          `Transaction ${signature} was not ${commitment} within ${CONFIRM_TIMEOUT_MS / 1000} s.`,
        )
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  /** Asks once to connect; concurrent callers share the one prompt. */
  function authorize(): Promise<void> {
    connecting ??= (async () => {
      try {
        await ask({ kind: 'solana_connect', chain: chains[0]! })
        setConnected(true)
      } finally {
        connecting = undefined
      }
    })()
    return connecting
  }

  async function connect(input?: StandardConnectInput): Promise<StandardConnectOutput> {
    // Silent: reconnect only what the person already allowed (e.g. on reload), never prompt.
    if (!connected && !input?.silent) await authorize()
    return { accounts: accounts() }
  }

  async function signMessage(
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> {
    const outputs: SolanaSignMessageOutput[] = []
    for (const input of inputs) {
      requireAccount('solana_signMessage', input.account)
      const message = Uint8Array.from(input.message)
      const request = await ask({ kind: 'solana_signMessage', chain: chains[0]!, message })
      outputs.push({ signedMessage: message, signature: ed25519.sign(message, keys(request.accountIndex).secret) })
    }
    return outputs
  }

  async function signTransaction(
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> {
    const kind = 'solana_signTransaction'
    const outputs: SolanaSignTransactionOutput[] = []
    for (const input of inputs) {
      requireAccount(kind, input.account)
      const chain = requireChain(kind, input.chain)
      const transaction = readTransaction(kind, input.transaction)
      const request = await ask({ kind, chain, transaction: Uint8Array.from(input.transaction) })
      outputs.push({
        signedTransaction: Uint8Array.from(getTransactionEncoder().encode(sign(transaction, request.accountIndex))),
      })
    }
    return outputs
  }

  async function signAndSendTransaction(
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<readonly SolanaSignAndSendTransactionOutput[]> {
    const kind = 'solana_signAndSendTransaction'
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    for (const input of inputs) {
      requireAccount(kind, input.account)
      const chain = requireChain(kind, input.chain)
      const transaction = readTransaction(kind, input.transaction)
      const request = await ask({ kind, chain, transaction: Uint8Array.from(input.transaction) })
      const signature = await send(sign(transaction, request.accountIndex), input)
      outputs.push({ signature: Uint8Array.from(getBase58Encoder().encode(signature)) })
    }
    return outputs
  }

  async function signIn(...inputs: readonly SolanaSignInInput[]): Promise<readonly SolanaSignInOutput[]> {
    const kind = 'solana_signIn'
    const outputs: SolanaSignInOutput[] = []
    for (const input of inputs) {
      const address = keys(accountIndex).address
      if (input.address !== undefined && input.address !== address) {
        throw fail(kind, 4100, `The account ${input.address} is not the wallet's account ${address}.`)
      }
      // Sign In With Solana connects as well: one approval both shares the account and signs the message.
      const fields: SolanaSignInFields = {
        domain: input.domain ?? originHost(origin),
        address,
        ...pickDefined(input, [
          'statement',
          'uri',
          'version',
          'chainId',
          'nonce',
          'issuedAt',
          'expirationTime',
          'notBefore',
          'requestId',
        ]),
        ...(input.resources ? { resources: [...input.resources] } : {}),
      }
      const message = createSignInMessageText(fields)
      // The message's Chain ID, when it is one of the wallet's chains (as 'solana:…' or the bare reference), else the default.
      const chain = chains.find((c) => c === input.chainId || c === `solana:${input.chainId}`) ?? chains[0]!
      const request = await ask({ kind, chain, signIn: fields, message })
      setConnected(true)
      const signedMessage = new TextEncoder().encode(message)
      outputs.push({
        account: account(request.accountIndex),
        signedMessage,
        signature: ed25519.sign(signedMessage, keys(request.accountIndex).secret),
      })
    }
    return outputs
  }

  const devWallet: DevSolanaWalletControls = {
    get address() {
      return keys(accountIndex).address
    },
    get accountIndex() {
      return accountIndex
    },
    get connected() {
      return connected
    },
    switchAccount(index) {
      keys(index) // throws RangeError on a bad index before anything changes
      if (index === accountIndex) return
      accountIndex = index
      persist()
      if (connected) emitChange({ accounts: accounts() })
    },
    disconnect() {
      setConnected(false)
    },
  }

  const features: DevSolanaWalletFeatures = {
    [StandardConnect]: { version: '1.0.0', connect },
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => setConnected(false) },
    [StandardEvents]: {
      version: '1.0.0',
      on<E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    [SolanaSignMessage]: { version: '1.0.0', signMessage },
    [SolanaSignTransaction]: { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
    [SolanaSignIn]: { version: '1.0.0', signIn },
  }

  return {
    version: '1.0.0',
    name: options.name ?? DEV_WALLET_NAME,
    icon: options.icon ?? DEV_WALLET_STANDARD_ICON,
    chains,
    get accounts() {
      return accounts()
    },
    features,
    devWallet,
  }
}

const keyCache = new Map<number, Keys>()

/** The dev account's secret, public key and base58 address (pure JS: no WebCrypto, so no secure context needed). */
function keys(index: number): Keys {
  let value = keyCache.get(index)
  if (!value) {
    const secret = devSolanaSecret(index)
    const publicKey = ed25519.getPublicKey(secret)
    value = { secret, publicKey, address: getAddressDecoder().decode(publicKey) }
    keyCache.set(index, value)
  }
  return value
}

function defaultStorage(): DevWalletStorage | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined
  } catch {
    return undefined // a sandboxed frame throws on access
  }
}

function pickDefined<T extends object, K extends keyof T>(source: T, names: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {}
  for (const name of names) if (source[name] !== undefined) picked[name] = source[name]
  return picked
}
