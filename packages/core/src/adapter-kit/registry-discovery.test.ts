// Core's side of registry discovery, over a registry with the two methods it reads. The Solana and Bitcoin adapters'
// discovery tests run it against the real @wallet-standard/app registry.
import { describe, expect, it } from 'vitest'
import type { Connector } from '../types.js'
import {
  registryWalletConnector,
  startRegistryDiscovery,
  type WalletChangeEvents,
  type WalletRegistry,
} from './registry-discovery.js'

interface TestWallet {
  name: string
  family: 'solana' | 'other'
  events?: WalletChangeEvents
  emitChange?: (properties: { features?: unknown; chains?: unknown; accounts?: unknown }) => void
}

function wallet(name: string, family: TestWallet['family'] = 'solana'): TestWallet {
  const listeners = new Set<(properties: { features?: unknown; chains?: unknown }) => void>()
  return {
    name,
    family,
    events: {
      on: (_event, listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    emitChange: (properties) => listeners.forEach((listener) => listener(properties)),
  }
}

function registry(initial: TestWallet[] = []) {
  let wallets = [...initial]
  const listeners = {
    register: new Set<(...w: TestWallet[]) => void>(),
    unregister: new Set<(...w: TestWallet[]) => void>(),
  }
  const api: WalletRegistry<TestWallet> = {
    get: () => wallets,
    on: (event, listener) => {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
  }
  return {
    api,
    register(w: TestWallet) {
      wallets = [...wallets, w]
      listeners.register.forEach((listener) => listener(w))
    },
    unregister(w: TestWallet) {
      wallets = wallets.filter((x) => x !== w)
      listeners.unregister.forEach((listener) => listener(w))
    },
    listenerCount: () => listeners.register.size + listeners.unregister.size,
  }
}

function start(reg: ReturnType<typeof registry>, extra: TestWallet[] = []) {
  const published: string[][] = []
  const unregistered: string[] = []
  const discovery = startRegistryDiscovery<TestWallet>({
    registry: reg.api,
    isRelated: (w) => w.family === 'solana',
    connectorIdOf: (w) => `solana:${w.name}`,
    toConnector: (w): Connector => ({
      id: `solana:${w.name}`,
      name: w.name,
      type: 'ANNOUNCED',
      chains: ['solana'],
      installed: true,
    }),
    eventsOf: (w) => w.events,
    extraWallets: () => extra,
    setConnectors: (list) => published.push(list.map((c) => c.name)),
    onUnregister: (w) => unregistered.push(w.name),
  })
  return { discovery, published, unregistered }
}

describe('startRegistryDiscovery', () => {
  it("lists the family's wallets once per connector id, the registry's before the extra ones", () => {
    const first = wallet('Alpha')
    const reg = registry([first, wallet('Other', 'other'), wallet('Alpha')])
    const { discovery, published } = start(reg, [wallet('Beta'), wallet('Alpha')])
    expect(published).toEqual([['Alpha', 'Beta']])
    expect(discovery.find('solana:Alpha')).toBe(first)
    expect(discovery.find('solana:Other')).toBeUndefined()
  })

  it('lists again on register, unregister and a change of features or chains, and only when the list changed', () => {
    const alpha = wallet('Alpha')
    const reg = registry([alpha])
    const { published, unregistered } = start(reg)
    const beta = wallet('Beta')
    reg.register(beta)
    reg.register(wallet('Other', 'other'))
    alpha.emitChange!({ accounts: [] })
    alpha.emitChange!({ features: {} })
    reg.unregister(alpha)
    expect(published).toEqual([['Alpha'], ['Alpha', 'Beta'], ['Beta']])
    expect(unregistered).toEqual(['Alpha'])
  })

  it('waits for a wallet that registers late, and gives up after the time given', async () => {
    const reg = registry()
    const { discovery } = start(reg)
    const late = discovery.waitFor('solana:Late', 1000)
    const never = discovery.waitFor('solana:Never', 20)
    const lateWallet = wallet('Late')
    reg.register(lateWallet)
    await expect(late).resolves.toBe(lateWallet)
    await expect(never).resolves.toBeUndefined()
  })

  it('stops listening to the registry and to the wallets when stopped', () => {
    const alpha = wallet('Alpha')
    const reg = registry([alpha])
    const { discovery, published } = start(reg)
    discovery.stop()
    expect(reg.listenerCount()).toBe(0)
    reg.register(wallet('Beta'))
    alpha.emitChange!({ chains: [] })
    expect(published).toEqual([['Alpha']])
  })
})

describe('registryWalletConnector', () => {
  it('lists a wallet the adapter can use as installed, with its icon', () => {
    expect(
      registryWalletConnector(
        { name: 'Leaf', icon: 'data:image/svg+xml,<svg/>' },
        { id: 'leaf', namespace: 'solana', supported: true },
      ),
    ).toEqual({
      id: 'leaf',
      name: 'Leaf',
      type: 'ANNOUNCED',
      chains: ['solana'],
      imageUrl: 'data:image/svg+xml,<svg/>',
      installed: true,
      readyState: 'Installed',
    })
  })

  it('leaves out an icon that is not a data: URI (it would be fetched from where the wallet points)', () => {
    const connector = registryWalletConnector(
      { name: 'Far', icon: 'https://wallet.example/icon.png' },
      { id: 'far', namespace: 'solana', supported: true },
    )
    expect(connector).not.toHaveProperty('imageUrl')
  })

  it('lists one that lacks what the adapter needs as Unsupported, without an icon when it has none', () => {
    const connector = registryWalletConnector({ name: 'Bare' }, { id: 'bare', namespace: 'bip122', supported: false })
    expect(connector).toMatchObject({ chains: ['bip122'], installed: false, readyState: 'Unsupported' })
    expect(connector).not.toHaveProperty('imageUrl')
  })
})
