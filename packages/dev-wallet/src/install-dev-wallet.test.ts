// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom'
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import type { EIP6963ProviderDetail } from 'mipd'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from './identity.js'
import { installDevWallet, type DevWalletHandle } from './install-dev-wallet.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort(), seed: false })
})
afterAll(() => devnet?.stop())

let handle: DevWalletHandle | undefined
afterEach(() => {
  handle?.uninstall()
  handle = undefined
  localStorage.clear()
})

const chains = () => [{ id: 31337, name: 'Foyer Devnet', rpcUrl: devnet.rpcUrl }]

function listen() {
  const seen: EIP6963ProviderDetail[] = []
  const onAnnounce = (event: Event) => seen.push((event as CustomEvent<EIP6963ProviderDetail>).detail)
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  return { seen, stop: () => window.removeEventListener('eip6963:announceProvider', onAnnounce) }
}

describe('installDevWallet', () => {
  it('announces over EIP-6963 at once and again on every request', () => {
    const { seen, stop } = listen()
    handle = installDevWallet({ chains: chains() })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: DEV_WALLET_RDNS,
    })
    expect(seen[0]?.provider).toBe(handle.provider)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
    handle.uninstall()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
    stop()
  })

  it('exposes itself on window.foyerDevWallet and leaves window.ethereum alone unless asked', () => {
    handle = installDevWallet({ chains: chains(), announce: false })
    expect(window.foyerDevWallet).toBe(handle)
    expect((window as { ethereum?: unknown }).ethereum).toBeUndefined()
    handle.uninstall()
    expect(window.foyerDevWallet).toBeUndefined()
    handle = installDevWallet({ chains: chains(), announce: false, injectWindowEthereum: true })
    expect((window as { ethereum?: unknown }).ethereum).toBe(handle.provider)
    handle.uninstall()
    expect((window as { ethereum?: unknown }).ethereum).toBeUndefined()
  })

  it('asks through the panel: clicking Approve connects', async () => {
    handle = installDevWallet({ chains: chains(), announce: false })
    const pending = handle.provider.request({ method: 'eth_requestAccounts' })
    await Promise.resolve()
    const card = getByRole(handle.panel!.host.shadowRoot as unknown as HTMLElement, 'dialog', {
      name: 'Foyer Dev Wallet request',
    })
    expect(getByRole(card, 'heading').textContent).toMatch(/^Connect to /)
    getByRole(card, 'button', { name: 'Approve' }).click()
    await expect(pending).resolves.toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
  })

  it('remembers the connection across a reinstall (a page reload) through localStorage', async () => {
    handle = installDevWallet({ chains: chains(), announce: false, panel: false, approve: async () => true })
    await handle.provider.request({ method: 'eth_requestAccounts' })
    handle.switchAccount(1)
    handle.uninstall()
    handle = installDevWallet({ chains: chains(), announce: false })
    expect(await handle.provider.request({ method: 'eth_accounts' })).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
  })

  it('makes a v4 uuid even where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      handle = installDevWallet({ chains: chains(), announce: false })
      expect(handle.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID
    }
    expect(typeof crypto.randomUUID).toBe('function')
  })

  it('handle controls drive the provider', async () => {
    handle = installDevWallet({
      chains: chains(),
      announce: false,
      panel: false,
      approve: async () => true,
      storageKey: null,
    })
    const changes: unknown[] = []
    handle.provider.on('chainChanged', (id) => changes.push(id))
    handle.moveToChain({ id: 4242, rpcUrl: devnet.rpcUrl })
    expect(changes).toEqual(['0x1092'])
    expect(() => installDevWallet({ chains: chains(), panel: false })).toThrow(/give approve/)
  })
})
