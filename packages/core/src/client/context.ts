// What a client's actions share: built once by createFoyerClient, reachable from the client only through `contextOf`,
// so hosts see the client's methods and stores while actions, one per file, get the whole state they work on.
import type { QueryClient } from '@tanstack/query-core'
import type { BlockchainApi } from '../api/create-blockchain-api.js'
import type { EventBus } from '../events.js'
import type { SiwxController } from '../siwx/controller.js'
import type { WalletConnectController } from '../walletconnect/types.js'
import type {
  ChainAdapter,
  ChainNamespace,
  Connector,
  FoyerClient,
  FoyerStorage,
  FoyerStores,
  Logger,
  ResolvedOptions,
  Router,
} from '../types.js'
import type { BalanceWatch } from './balance-observer.js'
import type { FoyerTestSwitches } from './test-switches.js'

export interface ClientContext {
  readonly client: FoyerClient
  readonly options: ResolvedOptions
  readonly stores: FoyerStores
  readonly router: Router
  readonly queryClient: QueryClient
  /** The client made its query cache (no `queryClient` option): it mounts it, so window focus and reconnects refetch. */
  readonly ownsQueryClient: boolean
  readonly logger: Logger
  readonly events: EventBus
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** What each adapter discovered; merged into the connectors store. */
  readonly connectorsByNamespace: Map<ChainNamespace, Connector[]>
  /** The balance query each connected namespace's account follows (client/balance-observer.ts). */
  readonly balanceWatches: Map<ChainNamespace, BalanceWatch>
  readonly switches: FoyerTestSwitches
  /** Aborted by destroy(): every loop and wait a client starts listens to it. */
  readonly lifetime: AbortController
  /** Run by destroy(). */
  readonly cleanups: (() => void)[]
  /** The client's storage, scoped to its id; null while server rendering (start() fills it in the browser). */
  storage: FoyerStorage | null
  siwx: SiwxController
  /** The blockchain API (spec §7) when the host set `apiUrl`. */
  api: BlockchainApi | undefined
  wc: WalletConnectController | undefined
  /** The number of the latest connection attempt: an older attempt's failure must not overwrite a newer one's state. */
  connectAttempt: number
  /** The wallet (id) the latest connection attempt asked: a late yes from another wallet is not what the person chose. */
  connectAttemptWallet: string | undefined
  /** Set by a WalletConnect one-click sign-in for the session being applied. */
  wcSignedIn: boolean
  started: Promise<void> | undefined
}

const contexts = new WeakMap<FoyerClient, ClientContext>()

export function bindContext(client: FoyerClient, context: ClientContext): void {
  contexts.set(client, context)
}

/** The context of a client made by createFoyerClient; anything else is a programming error. */
export function contextOf(client: FoyerClient): ClientContext {
  const context = contexts.get(client)
  if (!context) throw new TypeError('Foyer: not a client made by createFoyerClient')
  return context
}
