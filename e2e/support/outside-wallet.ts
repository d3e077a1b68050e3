// An EIP-6963 wallet written here, not by Foyer's dev wallet: a page script over anvil, whose dev accounts are
// unlocked, so anvil itself signs (personal_sign, eth_sendTransaction). It keeps what a browser wallet keeps across a
// reload (whether the site is connected, its chain) in localStorage, and answers only what EIP-1193 and EIP-3326 ask.
// The specs use it to check that nothing in the modal leans on the dev wallet's own behaviour.
import type { Page } from 'playwright-core'

export const OUTSIDE_WALLET = 'Outside Wallet'
/** anvil's dev account 8: neither the devnet's deployer (9) nor an account another browser spec uses. */
export const OUTSIDE_ACCOUNT = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

interface OutsideWalletConfig {
  account: string
  /** Hex chain id → the JSON-RPC URL the wallet uses on that chain: the chains it knows before any site adds one. */
  rpc: Record<string, string>
}

// Runs in the page (before the app's scripts), so it is self-contained.
function outsideWallet({ account: firstAccount, rpc: builtIn }: OutsideWalletConfig): void {
  const store = window.localStorage
  let account = firstAccount
  // The chains it ships with, and those a site added (EIP-3085), kept like a browser wallet keeps them.
  const rpc: Record<string, string> = {
    ...builtIn,
    ...(JSON.parse(store.getItem('outside-wallet.added') ?? '{}') as Record<string, string>),
  }
  let chainId = store.getItem('outside-wallet.chain') ?? Object.keys(rpc)[0]!
  let connected = store.getItem('outside-wallet.connected') === '1'
  const listeners = new Map<string, ((value: unknown) => void)[]>()
  const emit = (event: string, value: unknown) =>
    // Later, as a wallet's events come: never inside the request that caused them.
    setTimeout(() => (listeners.get(event) ?? []).slice().forEach((listener) => listener(value)))
  const calls: string[] = []
  ;(window as unknown as { outsideWalletCalls: string[] }).outsideWalletCalls = calls
  // What the person does in the wallet itself: picks another of its accounts, or disconnects the site.
  ;(window as unknown as { outsideWalletChoose: (next: string | undefined) => void }).outsideWalletChoose = (next) => {
    if (next) account = next
    else {
      connected = false
      store.removeItem('outside-wallet.connected')
    }
    emit('accountsChanged', next ? [next] : [])
  }
  const rejected = (message: string, code: number) => Object.assign(new Error(message), { code })
  // What the wallet answers the next request of a method instead of doing it: the person declining it (4001) or a
  // request of the site's still waiting in the wallet (-32002), in the wallet's own words.
  const refusals = new Map<string, { code: number; message: string }>()
  ;(window as unknown as { outsideWalletRefuseNext: typeof refuseNext }).outsideWalletRefuseNext = refuseNext
  // What the person does in the wallet: picks another network it knows; the wallet tells the page.
  ;(window as unknown as { outsideWalletUseChain: (id: string) => void }).outsideWalletUseChain = (id) => {
    if (!rpc[id]) throw new Error(`Outside Wallet does not know chain ${id}`)
    chainId = id
    store.setItem('outside-wallet.chain', id)
    emit('chainChanged', id)
  }
  // A connection prompt the person leaves open: connection requests wait until they approve it in the wallet.
  let promptOpen = false
  const waiting: (() => void)[] = []
  ;(window as unknown as { outsideWalletLeavePromptOpen: () => void }).outsideWalletLeavePromptOpen = () => {
    promptOpen = true
  }
  ;(window as unknown as { outsideWalletApprovePrompt: () => void }).outsideWalletApprovePrompt = () => {
    promptOpen = false
    waiting.splice(0).forEach((approve) => approve())
  }
  const prompt = () => (promptOpen ? new Promise<void>((approve) => waiting.push(approve)) : undefined)
  function refuseNext(methods: string[], code: number, message: string): void {
    const answer = { code, message }
    for (const method of methods) refusals.set(method, answer)
  }
  const forward = async (method: string, params: unknown) => {
    const response = await fetch(rpc[chainId]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string; code: number } }
    if (body.error) throw rejected(body.error.message, body.error.code)
    return body.result
  }
  const connect = () => {
    if (connected) return
    connected = true
    store.setItem('outside-wallet.connected', '1')
    emit('accountsChanged', [account])
  }
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      calls.push(method)
      const refusal = refusals.get(method)
      if (refusal) {
        // One answer covers the methods refused together (a connection is asked as either of two).
        for (const [other, answer] of [...refusals]) if (answer === refusal) refusals.delete(other)
        throw rejected(refusal.message, refusal.code)
      }
      switch (method) {
        case 'eth_requestAccounts':
          await prompt()
          connect()
          return [account]
        case 'eth_accounts':
          return connected ? [account] : []
        case 'eth_chainId':
          return chainId
        case 'wallet_requestPermissions':
          await prompt()
          connect()
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_getPermissions':
          return connected ? [{ parentCapability: 'eth_accounts' }] : []
        case 'wallet_revokePermissions':
          connected = false
          store.removeItem('outside-wallet.connected')
          emit('accountsChanged', [])
          return null
        case 'wallet_addEthereumChain': {
          // EIP-3085: the site's RPC URL for the chain (the devnet's, on loopback); the wallet does not switch to it.
          const { chainId: id, rpcUrls } = (params as [{ chainId: string; rpcUrls: string[] }])[0]
          rpc[id.toLowerCase()] = rpcUrls[0]!
          store.setItem('outside-wallet.added', JSON.stringify({ ...rpc }))
          return null
        }
        case 'wallet_switchEthereumChain': {
          const id = (params as [{ chainId: string }])[0].chainId.toLowerCase()
          if (!rpc[id]) throw rejected('Unrecognized chain ID', 4902)
          if (id !== chainId) {
            chainId = id
            store.setItem('outside-wallet.chain', id)
            emit('chainChanged', id)
          }
          return null
        }
        case 'personal_sign':
        case 'eth_sendTransaction':
          if (!connected) throw rejected('Not connected', 4100)
          return forward(method, params)
        default:
          return forward(method, params)
      }
    },
    on(event: string, listener: (value: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return provider
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      )
      return provider
    },
  }
  const info = {
    uuid: '2f6b0e0c-5d7e-4c1a-9b7e-000000000008',
    name: 'Outside Wallet',
    rdns: 'org.example.outside',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="orange"/%3E%3C/svg%3E',
  }
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** Installs the Outside Wallet in every page of `page`'s context from now on (reloads included). */
export async function installOutsideWallet(page: Page, rpc: Record<string, string>): Promise<void> {
  await page.context().addInitScript(outsideWallet, { account: OUTSIDE_ACCOUNT, rpc })
}

/** The JSON-RPC methods the wallet was asked, in order, since the page loaded. */
export function outsideWalletCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { outsideWalletCalls: string[] }).outsideWalletCalls)
}

/** In the wallet, as its user: switches to `account`, or (undefined) disconnects the site; the wallet tells the page. */
export async function chooseInOutsideWallet(page: Page, account: string | undefined): Promise<void> {
  await page.evaluate(
    (next) => (window as unknown as { outsideWalletChoose: (n: string | undefined) => void }).outsideWalletChoose(next),
    account,
  )
}

/**
 * In the wallet, as its user: the next request of any of `methods` is answered with the error `code` (4001: declined;
 * -32002: a request already waiting in the wallet) and the wallet's own `message`, instead of being done.
 */
export async function refuseNextInOutsideWallet(
  page: Page,
  methods: string[],
  code: number,
  message: string,
): Promise<void> {
  await page.evaluate(
    ([m, c, text]) =>
      (
        window as unknown as { outsideWalletRefuseNext: (m: string[], c: number, t: string) => void }
      ).outsideWalletRefuseNext(m, c, text),
    [methods, code, message] as const,
  )
}

/** In the wallet, as its user: moves to another chain it knows (hex id); the wallet emits chainChanged. */
export async function useChainInOutsideWallet(page: Page, chainId: string): Promise<void> {
  await page.evaluate(
    (id) => (window as unknown as { outsideWalletUseChain: (id: string) => void }).outsideWalletUseChain(id),
    chainId,
  )
}

/** In the wallet: the next connection prompts stay open (the request waits) until `approveOutsideWalletPrompt`. */
export async function leaveOutsideWalletPromptOpen(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { outsideWalletLeavePromptOpen: () => void }).outsideWalletLeavePromptOpen(),
  )
}

/** In the wallet, as its user: approves the connection prompt left open. */
export async function approveOutsideWalletPrompt(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { outsideWalletApprovePrompt: () => void }).outsideWalletApprovePrompt(),
  )
}
