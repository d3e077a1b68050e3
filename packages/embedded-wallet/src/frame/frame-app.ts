// The wallet frame's message loop: accepts requests only from the host origin it was created for and only from its
// parent window, answers each by id, and never puts key material in a message (answers carry addresses, signatures,
// hashes and the public profile only).
import { NetworkUnreachableError, isNetworkUnreachable } from '@foyer/core'
import { base58 } from '@scure/base'
import { toHex } from 'viem'
import type { PublicAddresses } from '../keys/derive-accounts.js'
import {
  FrameErrorCode,
  FrameErrorText,
  PROTOCOL_VERSION,
  type EmbeddedAccounts,
  type EmbeddedSession,
  type EmbeddedUser,
  type FrameEvent,
  type FrameRequest,
  type FrameResponse,
} from '../protocol/messages.js'
import { isFrameRequest, isFromPeer } from '../protocol/origin.js'
import { createFarcasterLogin, farcasterNonce, farcasterVerify } from './farcaster-login.js'
import type { FrameConfig } from './frame-config.js'
import { t } from './frame-messages.js'
import { handleRpc, FrameRpcError } from './frame-rpc.js'
import { isDeployed, smartAccountAddress } from './smart-account-rpc.js'
import type { FrameStorage } from './frame-storage.js'
import type { FrameUi } from './frame-ui.js'
import { LoginApi, LoginApiError } from './login-api.js'
import { PermissionGrants } from './permissions.js'
import { OAuthLogin } from './oauth-login.js'
import { WalletVault } from './wallet-vault.js'

export interface FrameAppOptions {
  window: Window
  config: FrameConfig
  hostOrigin: string
  storage: FrameStorage
  ui: (hooks: { onShow(reason: 'approval' | 'exportKey' | 'recovery'): void; onHide(): void }) => FrameUi
}

export function startFrameApp(options: FrameAppOptions): { stop(): void } {
  const { window: win, config, hostOrigin, storage } = options
  const parent = win.parent
  const post = (message: FrameResponse | FrameEvent) => parent.postMessage(message, hostOrigin)
  const emit = (event: FrameEvent) => post(event)
  const ui = options.ui({
    onShow: (reason) => emit({ foyer: PROTOCOL_VERSION, event: 'approvalNeeded', reason }),
    onHide: () => emit({ foyer: PROTOCOL_VERSION, event: 'approvalDone' }),
  })
  const api = new LoginApi(config.apiUrl, () => storage.getToken())
  const vault = new WalletVault(api, storage, ui)
  const oauth = new OAuthLogin(config.apiUrl, hostOrigin)
  let current: { user: EmbeddedUser; addresses: PublicAddresses } | null = null
  const farcaster = createFarcasterLogin({
    relayUrl: config.farcasterRelayUrl,
    origin: win.location.origin,
    nonce: () => farcasterNonce(config.apiUrl),
  })

  // The smart account lives on the EVM chains with a bundler; its CREATE2 address depends only on the owner and the
  // factory, so the first such chain's factory gives the address (one per owner, kept for the page's life).
  const smartChain = config.chains.find((chain) => chain.id.startsWith('eip155:') && chain.smartAccount)
  const smartAddresses = new Map<string, Promise<`0x${string}`>>()
  async function smartAccountOf(owner: `0x${string}`): Promise<`0x${string}` | null> {
    if (!smartChain?.smartAccount) return null
    let address = smartAddresses.get(owner)
    if (!address) {
      address = smartAccountAddress(smartChain as Parameters<typeof smartAccountAddress>[0], owner)
      smartAddresses.set(owner, address)
    }
    try {
      return await address
    } catch (error) {
      // The chain could not be read: the EOA serves meanwhile (a login does not fail on it); the next session asks
      // again and the host follows the address change.
      smartAddresses.delete(owner)
      console.warn('Foyer wallet: could not compute the smart account address', error)
      return null
    }
  }

  async function evmAccountsOf(userId: string, addresses: PublicAddresses): Promise<EmbeddedAccounts['eip155']> {
    // The spec's defaults: the smart account on EVM where one is configured, the EOA otherwise (and on Solana).
    const [stored, smartAccount] = await Promise.all([storage.getAccountType(userId), smartAccountOf(addresses.eip155)])
    return { eoa: addresses.eip155, smartAccount, preferred: smartAccount ? (stored ?? 'smartAccount') : 'eoa' }
  }

  // Once deployed, always deployed: only an account not yet seen with code is asked again.
  const deployedAccounts = new Set<string>()
  async function deployedOf(address: `0x${string}`): Promise<boolean | undefined> {
    if (deployedAccounts.has(address)) return true
    try {
      const deployed = await isDeployed(smartChain as Parameters<typeof isDeployed>[0], address)
      if (deployed) deployedAccounts.add(address)
      return deployed
    } catch {
      return undefined
    }
  }

  async function accountsOf(userId: string, addresses: PublicAddresses): Promise<EmbeddedAccounts> {
    const eip155 = await evmAccountsOf(userId, addresses)
    const deployed = eip155.smartAccount ? await deployedOf(eip155.smartAccount) : undefined
    return {
      eip155: { ...eip155, ...(deployed === undefined ? {} : { smartAccountDeployed: deployed }) },
      solana: { eoa: addresses.solana },
    }
  }

  /** The smart account's address when it is the preferred EVM account of the session. */
  async function preferredSmartAccount(userId: string, addresses: PublicAddresses) {
    const eip155 = await evmAccountsOf(userId, addresses)
    return eip155.preferred === 'smartAccount' ? eip155.smartAccount : null
  }

  async function sessionOf(user: EmbeddedUser): Promise<EmbeddedSession> {
    const addresses = await vault.ensureWallet(user.id)
    current = { user, addresses }
    const session = { user, accounts: await accountsOf(user.id, addresses) }
    emit({ foyer: PROTOCOL_VERSION, event: 'sessionChanged', session })
    return session
  }

  async function requireSession() {
    if (current) return current
    const session = await loadSession()
    if (!session || !current) throw new FrameRpcError(FrameErrorCode.UNAUTHORIZED, FrameErrorText.NOT_LOGGED_IN)
    return current as { user: EmbeddedUser; addresses: PublicAddresses }
  }

  async function loadSession(): Promise<EmbeddedSession | null> {
    if (current) return { user: current.user, accounts: await accountsOf(current.user.id, current.addresses) }
    if (!(await storage.getToken())) return null
    try {
      return await sessionOf((await api.me()).user)
    } catch (error) {
      if (error instanceof LoginApiError && error.status === 401) {
        await storage.clearToken()
        return null
      }
      throw error
    }
  }

  async function exportKey(): Promise<{ shown: boolean }> {
    const { user } = await requireSession()
    if (user.provider !== 'email' || !user.email) {
      throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, t('exportNoEmail'))
    }
    await api.emailStart(user.email)
    let error: string | undefined
    for (;;) {
      const code = await ui.askExportCode(user.email, error)
      if (code === null) return { shown: false }
      try {
        const verified = await api.emailVerify(user.email, code.trim())
        if (verified.user.id !== user.id) throw new LoginApiError('Another account', 403)
        await storage.setToken(verified.token)
        break
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause)
      }
    }
    await vault.withKeys(user.id, async (keys) => {
      const evm = toHex(keys.evm.getHdKey().privateKey!)
      // Solana wallets import the 64-byte secret key (private + public) in base58.
      const pub = base58.decode(keys.solana.address)
      const solana = base58.encode(new Uint8Array([...keys.solanaPrivateKey, ...pub]))
      await ui.showKeys({ mnemonic: keys.mnemonic, evm, solana })
    })
    return { shown: true }
  }

  async function handle(request: FrameRequest): Promise<unknown> {
    switch (request.type) {
      case 'session':
        return loadSession()
      case 'emailStart':
        return api.emailStart(String(request.email))
      case 'emailVerify': {
        const { token, user } = await api.emailVerify(String(request.email), String(request.code))
        await storage.setToken(token)
        current = null
        return sessionOf(user)
      }
      case 'farcasterStart':
        return farcaster.start()
      case 'farcasterWait': {
        // Verified by the server (the signer is the fid's custody address), then signed in as emailVerify is.
        const signIn = await farcaster.wait(String(request.channelToken))
        const { token, user } = await farcasterVerify(config.apiUrl, signIn)
        await storage.setToken(token)
        current = null
        return sessionOf(user)
      }
      case 'farcasterCancel':
        // The person left ConnectingFarcaster: the channel's wait ends now rather than at the nonce's expiry.
        return farcaster.cancel(String(request.channelToken))
      case 'oauthStart':
        return oauth.start(request.provider)
      case 'oauthClaim': {
        // As emailVerify: the token kept in this origin only, then the wallet (created, or restored on a new device
        // through the recovery screen) and the session.
        const { token, user } = await oauth.claim(request.state)
        await storage.setToken(token)
        current = null
        return sessionOf(user)
      }
      case 'rpc': {
        const { user, addresses } = await requireSession()
        return handleRpc(
          {
            config,
            addresses,
            approve: (description) => ui.approve(description, hostOrigin),
            withKeys: (use) => vault.withKeys(user.id, use),
            smartAccount: await preferredSmartAccount(user.id, addresses),
            // Grants are this user's to this host origin only: another site embedding the frame sees none of them.
            permissions: new PermissionGrants(storage, user.id, hostOrigin),
            // The session now says the account is deployed: the host's session changes and core re-reads the state.
            onUserOperationMined: () =>
              void loadSession().then(
                (session) => emit({ foyer: PROTOCOL_VERSION, event: 'sessionChanged', session }),
                () => undefined,
              ),
          },
          request,
        )
      }
      case 'setAccountType': {
        const { user, addresses } = await requireSession()
        await storage.setAccountType(user.id, request.accountType === 'smartAccount' ? 'smartAccount' : 'eoa')
        return accountsOf(user.id, addresses)
      }
      case 'exportKey':
        return exportKey()
      case 'signOut': {
        if (await storage.getToken()) await api.signOut().catch(() => undefined)
        await storage.clearToken()
        current = null
        emit({ foyer: PROTOCOL_VERSION, event: 'sessionChanged', session: null })
        return { ok: true }
      }
      default:
        throw new FrameRpcError(
          FrameErrorCode.UNSUPPORTED_METHOD,
          `${(request as { type: string }).type} is not available in this wallet frame yet`,
        )
    }
  }

  const onMessage = (event: MessageEvent) => {
    // A message from any other origin or window is ignored: not answered, not even with an error.
    if (!isFromPeer(event, { origin: hostOrigin, window: parent })) return
    if (!isFrameRequest(event.data)) return
    const request = event.data
    handle(request).then(
      (result) => post({ foyer: PROTOCOL_VERSION, id: request.id, ok: true, result }),
      (error: unknown) => {
        const code =
          error instanceof FrameRpcError
            ? error.code
            : error instanceof LoginApiError && error.status === 401
              ? FrameErrorCode.UNAUTHORIZED
              : FrameErrorCode.INTERNAL
        // A call to the server or a node that got no answer says so, not in the browser's words ("Failed to fetch").
        const shown = isNetworkUnreachable(error) ? new NetworkUnreachableError() : error
        const message = shown instanceof Error ? shown.message : String(shown)
        post({ foyer: PROTOCOL_VERSION, id: request.id, ok: false, error: { code, message } })
      },
    )
  }
  win.addEventListener('message', onMessage)
  emit({ foyer: PROTOCOL_VERSION, event: 'ready' })
  return { stop: () => win.removeEventListener('message', onMessage) }
}
