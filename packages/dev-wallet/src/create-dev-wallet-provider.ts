import {
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  stringToHex,
  type Address,
  type EIP1193Provider,
  type Hex,
  type SendTransactionParameters,
  type TypedDataDefinition,
} from 'viem'
import { devAccount } from './dev-keys.js'
import {
  parseAddEthereumChain,
  parseAddress,
  parseChainId,
  parseTransaction,
  parseTypedData,
  typedDataChainId,
} from './parse-params.js'
import {
  invalidParams,
  ProviderRpcError,
  RpcErrorCode,
  toProviderRpcError,
  unauthorized,
  unsupportedMethod,
  userRejected,
} from './rpc-error.js'
import type { DevWalletChain, PendingRequest } from './types.js'

/** Where the wallet remembers the connection across page loads (localStorage's shape, so any Storage fits). */
export type DevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type CreateDevWalletProviderOptions = {
  /** The chains the wallet knows. The first is the default unless defaultChainId says otherwise. */
  chains: readonly DevWalletChain[]
  defaultChainId?: number
  /** Which dev account (m/44'/60'/0'/0/i of the dev mnemonic) signs; default: the remembered one, else 0. */
  accountIndex?: number
  /** Asks the person (an ApproveRequest, shared with the Solana wallet, fits). Resolve true to go ahead; false rejects with 4001. */
  approve: (request: PendingRequest) => Promise<boolean>
  /** The requesting page's origin, shown in approvals; defaults to location.origin in a browser. */
  origin?: string
  /** Remember connection, account and chain under this key (in `storage`, default localStorage) across reloads. */
  storageKey?: string
  storage?: DevWalletStorage
}

/** Controls a test or the console uses to act as the person using the wallet, outside any app request. */
export type DevWalletControls = {
  readonly address: Address
  readonly accountIndex: number
  readonly chainId: number
  readonly connected: boolean
  /** The chains the wallet knows (including ones added by wallet_addEthereumChain). */
  readonly chains: readonly DevWalletChain[]
  /** Selects another dev account; a connected app gets accountsChanged. */
  switchAccount(index: number): void
  /**
   * Moves the wallet to any chain id, even one neither the wallet nor the app lists, as a person switching in their
   * extension would. Emits chainChanged. For testing an app's unsupported-network handling.
   */
  moveToChain(chain: { id: number; rpcUrl: string; name?: string }): void
  /** Disconnects the app as the wallet's own "disconnect site" would: accountsChanged [] then disconnect. */
  disconnect(): void
}

export type DevWalletProvider = EIP1193Provider & {
  readonly isFoyerDevWallet: true
  readonly devWallet: DevWalletControls
}

type StoredState = { connected: boolean; accountIndex: number; chainId: number }
type Listener = (...args: unknown[]) => void

// Read-only and already-signed calls the node answers directly. Anything not listed and not handled below is refused
// with 4200, as an extension would, rather than leaking arbitrary methods (anvil_*, debug_*) to the node.
const PASS_THROUGH = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'web3_clientVersion',
])

/**
 * An EIP-1193 provider that holds the dev keys itself: it signs messages, typed data and transactions in-process with
 * viem local accounts and sends everything else to the current chain's RPC. Whatever needs the person goes through
 * `approve` first, so the same code path serves the in-page panel, scripted tests and a console.
 */
export function createDevWalletProvider(options: CreateDevWalletProviderOptions): DevWalletProvider {
  const first = options.chains[0]
  if (!first) throw new Error('createDevWalletProvider: give at least one chain')
  const chains = new Map<number, DevWalletChain>(options.chains.map((chain) => [chain.id, { ...chain }]))
  const origin =
    options.origin ??
    (typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : 'unknown origin')
  const storage = options.storageKey
    ? (options.storage ?? (typeof localStorage !== 'undefined' ? localStorage : undefined))
    : undefined

  const stored = readStored()
  const defaultChain = chains.get(options.defaultChainId ?? first.id)
  if (!defaultChain)
    throw new Error(`createDevWalletProvider: defaultChainId ${options.defaultChainId} is not in chains`)
  let chain: DevWalletChain = (stored && chains.get(stored.chainId)) || defaultChain
  // An explicit option wins over the remembered account, so a test that asks for account #2 gets it after any reload.
  let accountIndex = options.accountIndex ?? stored?.accountIndex ?? 0
  devAccount(accountIndex) // fails fast on a bad index
  let connected = stored?.connected ?? false
  // When the eth_accounts permission was granted; reported by wallet_getPermissions as extensions do.
  let grantedAt = Date.now()
  let nextRequestId = 1
  let connecting: Promise<void> | undefined
  const listeners = new Map<string, Set<Listener>>()
  const transports = new Map<string, ReturnType<ReturnType<typeof http>>>()

  function readStored(): StoredState | undefined {
    if (!storage || !options.storageKey) return undefined
    try {
      const value = JSON.parse(storage.getItem(options.storageKey) ?? 'null') as Partial<StoredState> | null
      if (!value || typeof value !== 'object') return undefined
      return {
        connected: value.connected === true,
        accountIndex:
          Number.isInteger(value.accountIndex) && (value.accountIndex as number) >= 0
            ? (value.accountIndex as number)
            : 0,
        chainId: typeof value.chainId === 'number' ? value.chainId : first!.id,
      }
    } catch {
      return undefined // a corrupt entry is just a fresh wallet
    }
  }

  function persist() {
    if (!storage || !options.storageKey) return
    try {
      storage.setItem(
        options.storageKey,
        JSON.stringify({ connected, accountIndex, chainId: chain.id } satisfies StoredState),
      )
    } catch {
      // Storage can be full or blocked (private mode); the wallet still works for this page load.
    }
  }

  function emit(event: string, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // One app listener throwing must not stop the others (or the wallet) from hearing the event.
        console.error(`[Foyer Dev Wallet] a "${event}" listener threw`, error)
      }
    }
  }

  const address = () => devAccount(accountIndex).address
  const accounts = (): Address[] => (connected ? [address()] : [])
  const hexChainId = () => numberToHex(chain.id)

  function rpc(target: DevWalletChain) {
    let transport = transports.get(target.rpcUrl)
    if (!transport) {
      // retryCount 0: a failed read surfaces at once; retrying is the app's library's call, as with any wallet.
      transport = http(target.rpcUrl, { retryCount: 0 })({ retryCount: 0 })
      transports.set(target.rpcUrl, transport)
    }
    return transport
  }

  function viemChain(target: DevWalletChain) {
    return defineChain({
      id: target.id,
      name: target.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [target.rpcUrl] } },
    })
  }

  async function ask(
    details: DistributiveOmit<PendingRequest, keyof PendingRequestSnapshot>,
    snapshot: PendingRequestSnapshot,
  ) {
    const request = { ...details, ...snapshot } as PendingRequest
    if (!(await options.approve(request))) throw userRejected()
  }

  function snapshot(): PendingRequestSnapshot {
    return { id: nextRequestId++, origin, account: address(), accountIndex, chain: { id: chain.id, name: chain.name } }
  }

  /** Asks once to connect; concurrent callers (an app calling eth_requestAccounts twice) share the one prompt. */
  function connect(method: 'eth_requestAccounts' | 'wallet_requestPermissions'): Promise<void> {
    connecting ??= (async () => {
      try {
        await ask({ method }, snapshot())
        const wasConnected = connected
        connected = true
        grantedAt = Date.now()
        persist()
        if (!wasConnected) {
          emit('connect', { chainId: hexChainId() })
          emit('accountsChanged', accounts())
        }
      } finally {
        connecting = undefined
      }
    })()
    return connecting
  }

  function requireAccount(value: unknown, field: string): Address {
    const requested = parseAddress(value, field)
    if (!connected) throw unauthorized('Connect first (eth_requestAccounts).')
    if (!isAddressEqual(requested, address())) throw unauthorized(`${requested} is not the connected account.`)
    return requested
  }

  function permissions() {
    if (!connected) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: [address()] }],
        date: grantedAt,
      },
    ]
  }

  function setChain(next: DevWalletChain) {
    const changed = next.id !== chain.id
    chain = next
    persist()
    if (changed) emit('chainChanged', hexChainId())
  }

  function disconnectApp(emitDisconnect: boolean) {
    if (!connected) return
    connected = false
    persist()
    emit('accountsChanged', [])
    if (emitDisconnect)
      emit(
        'disconnect',
        new ProviderRpcError(RpcErrorCode.Disconnected, 'The Foyer Dev Wallet disconnected this site.'),
      )
  }

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return accounts()
      case 'eth_coinbase':
        return connected ? address() : null
      case 'eth_chainId':
        return hexChainId()
      case 'net_version':
        return String(chain.id)
      case 'eth_requestAccounts':
        if (!connected) await connect('eth_requestAccounts')
        return accounts()

      case 'wallet_requestPermissions': {
        const [requested] = params
        if (
          typeof requested !== 'object' ||
          requested === null ||
          !('eth_accounts' in requested) ||
          Object.keys(requested).length !== 1
        ) {
          throw invalidParams('only the eth_accounts permission exists in this wallet')
        }
        // Asks even when connected, as extensions do: it is how an app offers "choose another account".
        await connect('wallet_requestPermissions')
        return permissions()
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        disconnectApp(false)
        return null

      case 'wallet_switchEthereumChain': {
        const [param] = params
        const id = parseChainId((param as { chainId?: unknown } | undefined)?.chainId)
        const target = chains.get(id)
        if (!target) {
          throw new ProviderRpcError(
            RpcErrorCode.UnrecognizedChain,
            `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        // No prompt: the app asked for a chain the person already trusts, and switching moves no value.
        setChain(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chainToAdd = parseAddEthereumChain(params[0])
        const known = chains.get(chainToAdd.id)
        if (!known) {
          await ask({ method: 'wallet_addEthereumChain', chainToAdd }, snapshot())
          chains.set(chainToAdd.id, chainToAdd)
        }
        // Extensions switch to the chain once it is added, and wagmi's switchChain relies on that after a 4902.
        setChain(chains.get(chainToAdd.id)!)
        return null
      }

      case 'personal_sign': {
        let [message, signer] = params
        // Some old libraries send [address, message]; recognise it the way extensions do.
        if (
          typeof message === 'string' &&
          /^0x[0-9a-fA-F]{40}$/.test(message) &&
          !(typeof signer === 'string' && /^0x[0-9a-fA-F]{40}$/.test(signer))
        ) {
          ;[message, signer] = [signer, message]
        }
        if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
        requireAccount(signer, 'address')
        const hex: Hex = isHex(message) ? message : stringToHex(message)
        const request = snapshot()
        await ask({ method: 'personal_sign', message: hex }, request)
        return devAccount(request.accountIndex).signMessage({ message: { raw: hex } })
      }
      case 'eth_signTypedData_v4': {
        requireAccount(params[0], 'address')
        const typedData = parseTypedData(params[1])
        const domainChainId = typedDataChainId(typedData.domain)
        if (domainChainId !== undefined && domainChainId !== chain.id) {
          throw invalidParams(`the typed data's domain.chainId ${domainChainId} is not the active chain ${chain.id}`)
        }
        const request = snapshot()
        await ask({ method: 'eth_signTypedData_v4', typedData }, request)
        return devAccount(request.accountIndex).signTypedData(typedData as unknown as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const transaction = parseTransaction(params[0])
        if (!connected) throw unauthorized('Connect first (eth_requestAccounts).')
        if (transaction.from && !isAddressEqual(transaction.from, address())) {
          throw unauthorized(`${transaction.from} is not the connected account.`)
        }
        if (transaction.chainId !== undefined && transaction.chainId !== chain.id) {
          throw invalidParams(`chainId ${transaction.chainId} is not the active chain ${chain.id}`)
        }
        const target = chain
        const request = snapshot()
        await ask({ method: 'eth_sendTransaction', transaction }, request)
        const client = createWalletClient({
          account: devAccount(request.accountIndex),
          chain: viemChain(target),
          transport: http(target.rpcUrl, { retryCount: 0 }),
        })
        const { from: _from, chainId: _chainId, ...fields } = transaction
        // viem fills what the app left out (nonce, gas, fees) from the node, signs locally, and sends the raw bytes.
        return client.sendTransaction(fields as SendTransactionParameters)
      }

      case 'wallet_getCapabilities': {
        // No EIP-5792 extras (batching, paymasters): an empty set per chain says so without refusing the call.
        const requested = Array.isArray(params[1])
          ? (params[1] as unknown[]).map((id) => parseChainId(id))
          : [...chains.keys()]
        return Object.fromEntries(requested.map((id) => [numberToHex(id), {}]))
      }

      default:
        if (PASS_THROUGH.has(method)) return rpc(chain).request({ method, params: [...params] } as never)
        // eth_sign (signs arbitrary hashes, a phishing vector) and everything unknown are refused.
        throw unsupportedMethod(method)
    }
  }

  async function request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || !args.method) {
      throw new ProviderRpcError(RpcErrorCode.InvalidRequest, 'Expected a request object with a "method" string.')
    }
    const { method, params } = args
    if (params !== undefined && !Array.isArray(params) && (typeof params !== 'object' || params === null)) {
      throw invalidParams('"params" must be an array or an object')
    }
    try {
      return await handle(method, Array.isArray(params) ? params : params === undefined ? [] : [params])
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }

  const devWallet: DevWalletControls = {
    get address() {
      return address()
    },
    get accountIndex() {
      return accountIndex
    },
    get chainId() {
      return chain.id
    },
    get connected() {
      return connected
    },
    get chains() {
      return [...chains.values()]
    },
    switchAccount(index) {
      devAccount(index) // throws RangeError on a bad index before anything changes
      if (index === accountIndex) return
      accountIndex = index
      persist()
      if (connected) emit('accountsChanged', accounts())
    },
    moveToChain({ id, rpcUrl, name }) {
      if (!Number.isSafeInteger(id) || id <= 0)
        throw new RangeError(`moveToChain: chain id must be a positive integer, got ${id}`)
      setChain({ id, rpcUrl, name: name ?? chains.get(id)?.name ?? `Chain ${id}` })
    },
    disconnect() {
      disconnectApp(true)
    },
  }

  const provider = {
    isFoyerDevWallet: true as const,
    devWallet,
    request,
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return provider as unknown as DevWalletProvider
}

type PendingRequestSnapshot = Pick<PendingRequest, 'id' | 'origin' | 'account' | 'accountIndex' | 'chain'>
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
