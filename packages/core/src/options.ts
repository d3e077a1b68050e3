// Validates what the host passes to createFoyerClient and fills in the spec's defaults. A mistake is reported with the
// option's name at creation, not as a broken modal later.
import { isCaipNetworkId } from './caip.js'
import { DEFAULT_FEATURES, DEFAULT_LOG_LEVEL, DEFAULT_WALLETCONNECT_RELAY_URL } from './constants.js'
import { FoyerOptionsError } from './errors.js'
import type {
  ChainDefinition,
  Features,
  FoyerOptions,
  LogLevel,
  PlatformInfo,
  ResolvedOptions,
  ThemeMode,
} from './types.js'

const THEME_MODES: ThemeMode[] = ['light', 'dark', 'system']
const LOG_LEVELS: LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug']
const BOOLEAN_FEATURES = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
] as const
const ENUM_LISTS = {
  socials: DEFAULT_FEATURES.socials as string[],
  connectMethodsOrder: DEFAULT_FEATURES.connectMethodsOrder as string[],
  walletFeaturesOrder: DEFAULT_FEATURES.walletFeaturesOrder as string[],
}

function fail(message: string): never {
  throw new FoyerOptionsError(message)
}

function validateNetwork(network: unknown, where: string): asserts network is ChainDefinition {
  const n = network as Partial<ChainDefinition> | null
  if (!n || typeof n !== 'object') fail(`${where} must be a chain definition object`)
  if (typeof n.id !== 'number' && typeof n.id !== 'string') fail(`${where}.id must be a number or a string`)
  if (typeof n.id === 'number' && (!Number.isSafeInteger(n.id) || n.id <= 0))
    fail(`${where}.id must be a positive integer, got ${n.id}`)
  if (typeof n.name !== 'string' || !n.name) fail(`${where}.name is required`)
  if (!isCaipNetworkId(n.caipNetworkId))
    fail(`${where}.caipNetworkId ${JSON.stringify(n.caipNetworkId)} is not a valid CAIP-2 id`)
  if (n.caipNetworkId !== `${n.chainNamespace}:${n.id}`)
    fail(
      `${where}.caipNetworkId ${n.caipNetworkId} does not match chainNamespace "${n.chainNamespace}" and id ${String(n.id)}`,
    )
  const c = n.nativeCurrency
  if (!c || typeof c.symbol !== 'string' || !Number.isInteger(c.decimals) || c.decimals < 0)
    fail(`${where}.nativeCurrency needs a symbol and whole-number decimals`)
  if (!Array.isArray(n.rpcUrls?.default?.http)) fail(`${where}.rpcUrls.default.http must be a list of URLs`)
}

function resolveFeatures(features: unknown): Features {
  if (features === undefined) return { ...DEFAULT_FEATURES }
  if (!features || typeof features !== 'object') fail('features must be an object')
  const given = features as Record<string, unknown>
  for (const key of Object.keys(given)) {
    if ((BOOLEAN_FEATURES as readonly string[]).includes(key)) {
      if (typeof given[key] !== 'boolean') fail(`features.${key} must be true or false`)
    } else if (key in ENUM_LISTS) {
      const allowed = ENUM_LISTS[key as keyof typeof ENUM_LISTS]
      const value = given[key]
      if (key === 'socials' && value === false) continue
      if (!Array.isArray(value) || value.some((v) => !allowed.includes(v as string)))
        fail(`features.${key} must be a list of ${allowed.join(', ')}`)
    } else {
      fail(`features.${key} is not a Foyer feature`)
    }
  }
  return { ...DEFAULT_FEATURES, ...(given as Partial<Features>) }
}

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const

function resolveSiwx(value: FoyerOptions['siwx']): ResolvedOptions['siwx'] {
  if (value === undefined) return undefined
  if (!value || typeof value !== 'object') fail('siwx must be a SIWX config object (createDefaultSiwx() builds one)')
  for (const method of SIWX_METHODS) if (typeof value[method] !== 'function') fail(`siwx.${method} must be a function`)
  if (value.getRequired !== undefined && typeof value.getRequired !== 'function')
    fail('siwx.getRequired must be a function')
  return value
}

function resolveApiUrl(apiUrl: unknown, projectId: string | undefined): string | undefined {
  if (apiUrl === undefined) return undefined
  if (typeof apiUrl !== 'string' || !/^https?:\/\/[^\s/]+/.test(apiUrl))
    fail('apiUrl must be an http:// or https:// URL')
  // The API answers per project (spec §7: every request carries projectId); without one every call would be a 401.
  if (typeof projectId !== 'string' || projectId.trim() === '')
    fail('apiUrl needs projectId (your blockchain API project id) in the options')
  return apiUrl
}

function resolveWalletConnect(
  value: FoyerOptions['walletConnect'],
  projectId: string | undefined,
): ResolvedOptions['walletConnect'] {
  if (value === undefined) return undefined
  if (!value || typeof value !== 'object') fail('walletConnect must be an object')
  // No silent default: WalletConnect's relays answer only a registered project, so a missing id is a set-up mistake.
  if (typeof projectId !== 'string' || projectId.trim() === '')
    fail('walletConnect needs projectId (your WalletConnect project id) in the options')
  const relayUrl = value.relayUrl ?? DEFAULT_WALLETCONNECT_RELAY_URL
  if (typeof relayUrl !== 'string' || !/^wss?:\/\/[^\s/]+/.test(relayUrl))
    fail('walletConnect.relayUrl must be a ws:// or wss:// URL')
  if (value.relayTimeoutMs !== undefined && !(Number.isFinite(value.relayTimeoutMs) && value.relayTimeoutMs > 0))
    fail('walletConnect.relayTimeoutMs must be a positive number of milliseconds')
  return { ...value, relayUrl, projectId }
}

const AUTH_METHODS = [
  'emailStart',
  'emailVerify',
  'socialLogin',
  'farcasterStart',
  'farcasterWait',
  'session',
  'onSessionChanged',
  'onApprovalChanged',
  'showFrame',
  'hideFrame',
  'setAccountType',
  'exportKey',
  'signOut',
] as const

function resolveAuth(value: FoyerOptions['auth']): ResolvedOptions['auth'] {
  if (value === undefined) return undefined
  if (!value || typeof value !== 'object') fail('auth must be an embedded wallet (createEmbeddedWallet() builds one)')
  for (const method of AUTH_METHODS) if (typeof value[method] !== 'function') fail(`auth.${method} must be a function`)
  if (typeof value.evmRdns !== 'string' || !value.evmRdns) fail('auth.evmRdns must be the rdns of its EVM provider')
  if (typeof value.solanaWalletName !== 'string' || !value.solanaWalletName)
    fail('auth.solanaWalletName must be the name of its Solana wallet')
  return value
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/

export function resolveOptions(options: FoyerOptions, platform: PlatformInfo): ResolvedOptions {
  if (!options || typeof options !== 'object') fail('createFoyerClient needs an options object')
  const { networks } = options
  if (!Array.isArray(networks) || networks.length === 0) fail('networks must list at least one chain')
  networks.forEach((n, i) => validateNetwork(n, `networks[${i}]`))
  const ids = networks.map((n) => n.caipNetworkId)
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i)
  if (duplicate) fail(`networks lists ${duplicate} twice`)

  let defaultNetwork = networks[0]!
  if (options.defaultNetwork !== undefined) {
    validateNetwork(options.defaultNetwork, 'defaultNetwork')
    const match = networks.find((n) => n.caipNetworkId === options.defaultNetwork!.caipNetworkId)
    if (!match) fail(`defaultNetwork ${options.defaultNetwork.caipNetworkId} is not one of networks`)
    defaultNetwork = match
  }

  const adapters = options.adapters ?? []
  if (!Array.isArray(adapters)) fail('adapters must be a list')
  const namespaces = new Set<string>()
  adapters.forEach((adapter, i) => {
    if (
      !adapter ||
      typeof adapter.namespace !== 'string' ||
      typeof adapter.setup !== 'function' ||
      typeof adapter.connect !== 'function'
    )
      fail(`adapters[${i}] is not a chain adapter`)
    if (namespaces.has(adapter.namespace)) fail(`two adapters for namespace ${adapter.namespace}`)
    namespaces.add(adapter.namespace)
  })

  if (options.themeMode !== undefined && !THEME_MODES.includes(options.themeMode))
    fail(`themeMode must be one of ${THEME_MODES.join(', ')}`)
  if (options.logLevel !== undefined && !LOG_LEVELS.includes(options.logLevel))
    fail(`logLevel must be one of ${LOG_LEVELS.join(', ')}`)
  const customWallets = options.customWallets ?? []
  if (!Array.isArray(customWallets)) fail('customWallets must be a list')
  customWallets.forEach((w, i) => {
    if (!w || typeof w.id !== 'string' || !w.id || typeof w.name !== 'string' || !w.name)
      fail(`customWallets[${i}] needs an id and a name`)
  })
  const stringList = (value: unknown, name: string): string[] => {
    if (value === undefined) return []
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) fail(`${name} must be a list of strings`)
    return value as string[]
  }
  const excludedWallets = options.excludedWallets ?? []
  if (!Array.isArray(excludedWallets) || excludedWallets.some((w) => !w || typeof w !== 'object'))
    fail('excludedWallets must be a list of { rdns?, name? }')
  if (options.analytics !== undefined && typeof options.analytics !== 'function') fail('analytics must be a function')

  const apiUrl = resolveApiUrl(options.apiUrl, options.projectId)

  if (options.id !== undefined && (typeof options.id !== 'string' || !CLIENT_ID.test(options.id)))
    fail('id must be 1 to 64 letters, digits, "-" or "_"')

  return {
    id: options.id,
    networks,
    adapters,
    defaultNetwork,
    projectId: options.projectId,
    apiUrl,
    metadata: options.metadata ?? { name: 'Foyer' },
    features: resolveFeatures(options.features),
    customWallets,
    excludedWallets,
    excludeWalletIds: stringList(options.excludeWalletIds, 'excludeWalletIds'),
    includeWalletIds: stringList(options.includeWalletIds, 'includeWalletIds'),
    featuredWalletIds: stringList(options.featuredWalletIds, 'featuredWalletIds'),
    siwx: resolveSiwx(options.siwx),
    auth: resolveAuth(options.auth),
    walletConnect: resolveWalletConnect(options.walletConnect, options.projectId),
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    themeMode: options.themeMode ?? 'system',
    themeVariables: options.themeVariables ?? {},
    logLevel: options.logLevel ?? DEFAULT_LOG_LEVEL,
    storage: null,
    platform,
    analytics: options.analytics,
  }
}
