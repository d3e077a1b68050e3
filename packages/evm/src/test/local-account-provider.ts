// TEST WALLET — a small but real EIP-1193 wallet for tests: it holds local keys derived from the public dev
// mnemonic, signs locally with viem and forwards reads and raw transactions to a real node (anvil). It is not a
// mock: every answer comes from a real key or a real chain. Never use it with real funds.
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type Chain,
  type Hex,
  type HDAccount,
  type TransactionRequest,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

export interface TestWalletChain {
  id: number
  rpcUrl: string
  name?: string
}

type Listener = (...args: any[]) => void

/** An EIP-1193 error as wallets throw it. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export interface TestWalletOptions {
  /** Chains the wallet knows from the start; the first one is active. */
  chains: TestWalletChain[]
  /** How many accounts of the dev mnemonic the wallet holds (default 2). */
  accounts?: number
  /** Provider flags (e.g. `{ isMetaMask: true }`) to look like a given wallet on `window.ethereum`. */
  flags?: Record<string, boolean>
}

/** A scripted behaviour for the next call of a method: how a person or a broken wallet would answer. */
export type NextAnswer = { kind: 'reject' } | { kind: 'hang' } | { kind: 'answer'; value: unknown }

export interface TestWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): TestWalletProvider
  removeListener(event: string, listener: Listener): TestWalletProvider
  readonly isFoyerTestWallet: true
  /** Addresses the wallet holds, in order. */
  readonly addresses: readonly Hex[]
  /** Site permission granted (eth_requestAccounts / wallet_requestPermissions). */
  readonly connected: boolean
  readonly chainId: number
  /** The next call of `method` gets this answer instead of the real one. */
  scriptNext(method: string, answer: NextAnswer): void
  /** The person picks another account in the wallet (emits accountsChanged). */
  selectAccount(index: number): void
  /** The person switches network inside the wallet (emits chainChanged), even to a chain the app does not know. */
  switchChainInWallet(chainId: number, rpcUrl?: string): void
  /** The person disconnects the site in the wallet (emits accountsChanged []). */
  disconnectInWallet(): void
  /** Every method the wallet was asked, in order. */
  readonly calls: string[]
  [flag: string]: unknown
}

/** Creates the test wallet. */
export function createTestWalletProvider(options: TestWalletOptions): TestWalletProvider {
  const accounts: HDAccount[] = Array.from({ length: options.accounts ?? 2 }, (_, i) =>
    mnemonicToAccount(DEV_MNEMONIC, { addressIndex: i }),
  )
  const chains = new Map<number, TestWalletChain>(options.chains.map((c) => [c.id, c]))
  const first = options.chains[0]
  if (!first) throw new Error('test wallet: at least one chain')
  let chainId = first.id
  let active = 0
  let connected = false
  const listeners = new Map<string, Set<Listener>>()
  const scripted = new Map<string, NextAnswer[]>()
  const calls: string[] = []

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const hex = (n: number) => `0x${n.toString(16)}` as Hex
  const exposed = () =>
    connected ? [accounts[active]!.address, ...accounts.filter((_, i) => i !== active).map((a) => a.address)] : []

  const chainOf = (id: number): Chain => {
    const c = chains.get(id)
    if (!c) throw new ProviderRpcError(4902, `Unrecognized chain ID ${hex(id)}`)
    return {
      id,
      name: c.name ?? `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    }
  }
  const rpc = () => createPublicClient({ chain: chainOf(chainId), transport: http(chains.get(chainId)!.rpcUrl) })

  function requireConnected(address?: unknown): HDAccount {
    if (!connected) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
    if (address === undefined) return accounts[active]!
    const account = accounts.find((a) => a.address.toLowerCase() === String(address).toLowerCase())
    if (!account) throw new ProviderRpcError(4100, `Unknown account ${String(address)}`)
    return account
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
        connected = true
        return exposed()
      case 'wallet_requestPermissions':
        connected = true
        return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: exposed() }] }]
      case 'wallet_getPermissions':
        return connected
          ? [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: exposed() }] }]
          : []
      case 'wallet_revokePermissions':
        connected = false
        return null
      case 'eth_accounts':
        return exposed()
      case 'eth_chainId':
        return hex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain': {
        const target = Number((list[0] as { chainId?: string } | undefined)?.chainId)
        chainOf(target)
        if (target !== chainId) {
          chainId = target
          emit('chainChanged', hex(chainId))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        // Adds without switching (EIP-3085 allows both): the dapp has to switch afterwards.
        const p = list[0] as { chainId?: string; chainName?: string; rpcUrls?: string[] } | undefined
        const id = Number(p?.chainId)
        const rpcUrl = p?.rpcUrls?.[0]
        if (!Number.isSafeInteger(id) || !rpcUrl) throw new ProviderRpcError(-32602, 'Invalid chain parameters')
        chains.set(id, { id, rpcUrl, ...(p?.chainName ? { name: p.chainName } : {}) })
        return null
      }
      case 'personal_sign': {
        const [data, address] = list as [Hex, string]
        return requireConnected(address).signMessage({ message: { raw: data } })
      }
      case 'eth_sign': {
        const [address, data] = list as [string, Hex]
        return requireConnected(address).signMessage({ message: { raw: data } })
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = list as [string, string]
        const typed = typeof json === 'string' ? JSON.parse(json) : json
        const { EIP712Domain: _, ...types } = typed.types ?? {}
        return requireConnected(address).signTypedData({ ...typed, types })
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as Record<string, Hex | undefined>
        const account = requireConnected(tx.from)
        const wallet = createWalletClient({
          account,
          chain: chainOf(chainId),
          transport: http(chains.get(chainId)!.rpcUrl),
        })
        const request: TransactionRequest = {}
        if (tx.to) request.to = getAddress(tx.to)
        if (tx.value) request.value = BigInt(tx.value)
        if (tx.data) request.data = tx.data
        if (tx.gas) request.gas = BigInt(tx.gas)
        // The fees the dapp suggests are used, as the dev wallet and most wallets do (the fee shown is the one paid).
        if (tx.gasPrice) request.gasPrice = BigInt(tx.gasPrice)
        if (tx.maxFeePerGas) request.maxFeePerGas = BigInt(tx.maxFeePerGas)
        if (tx.maxPriorityFeePerGas) request.maxPriorityFeePerGas = BigInt(tx.maxPriorityFeePerGas)
        return wallet.sendTransaction(request as Parameters<typeof wallet.sendTransaction>[0])
      }
      default:
        // Reads go to the node of the active chain.
        return rpc().request({ method, params } as never)
    }
  }

  const provider: TestWalletProvider = {
    ...(options.flags ?? {}),
    isFoyerTestWallet: true,
    get addresses() {
      return accounts.map((a) => a.address)
    },
    get connected() {
      return connected
    },
    get chainId() {
      return chainId
    },
    calls,
    async request({ method, params }) {
      calls.push(method)
      const next = scripted.get(method)?.shift()
      if (next?.kind === 'reject') throw new ProviderRpcError(4001, 'User rejected the request.')
      if (next?.kind === 'hang') return new Promise(() => {})
      if (next?.kind === 'answer') {
        if (method === 'eth_requestAccounts' || method === 'wallet_requestPermissions') connected = true
        return next.value
      }
      return handle(method, params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    scriptNext(method, answer) {
      if (!scripted.has(method)) scripted.set(method, [])
      scripted.get(method)!.push(answer)
    },
    selectAccount(index) {
      if (!accounts[index]) throw new Error(`test wallet: no account ${index}`)
      active = index
      if (connected) emit('accountsChanged', exposed())
    },
    switchChainInWallet(id, rpcUrl) {
      if (rpcUrl) chains.set(id, { id, rpcUrl })
      chainId = id
      emit('chainChanged', hex(id))
    },
    disconnectInWallet() {
      connected = false
      emit('accountsChanged', [])
    },
  }
  return provider
}

/** EIP-6963: announce `provider` now and whenever a dapp asks (as a real extension does). Returns a stop function. */
export function announceProvider(
  target: Window,
  info: { uuid: string; name: string; icon: string; rdns: string },
  provider: unknown,
): () => void {
  const announce = () =>
    target.dispatchEvent(
      new (target as unknown as { CustomEvent: typeof CustomEvent }).CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider }),
      }),
    )
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
