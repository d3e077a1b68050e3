import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Address,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createDevWalletProvider,
  type CreateDevWalletProviderOptions,
  type DevWalletProvider,
} from './create-dev-wallet-provider.js'
import type { PendingRequest } from './types.js'

// Every test talks to a real anvil through the provider; nothing on the chain side is simulated.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort(), seed: false })
})
afterAll(() => devnet?.stop())

const ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let asked: PendingRequest[]
let answer: boolean
beforeEach(() => {
  asked = []
  answer = true
})

function makeProvider(overrides: Partial<CreateDevWalletProviderOptions> = {}): DevWalletProvider {
  return createDevWalletProvider({
    chains: [{ id: 31337, name: 'Foyer Devnet', rpcUrl: devnet.rpcUrl }],
    origin: 'http://127.0.0.1:5173',
    approve: async (request) => {
      asked.push(request)
      return answer
    },
    ...overrides,
  })
}

async function connected(overrides?: Partial<CreateDevWalletProviderOptions>) {
  const provider = makeProvider(overrides)
  await provider.request({ method: 'eth_requestAccounts' })
  asked = []
  return provider
}

function recordEvents(provider: DevWalletProvider) {
  const events: [string, unknown][] = []
  for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'] as const) {
    provider.on(name, ((value: unknown) => events.push([name, value])) as never)
  }
  return events
}

describe('connecting', () => {
  it('asks once, then returns the account; eth_accounts is empty until then', async () => {
    const provider = makeProvider()
    const events = recordEvents(provider)
    expect(provider.isFoyerDevWallet).toBe(true)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(asked).toMatchObject([
      { method: 'eth_requestAccounts', origin: 'http://127.0.0.1:5173', account: ACCOUNT_0 },
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(asked).toHaveLength(1)
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ACCOUNT_0]],
    ])
  })

  it('shares one prompt between concurrent requests', async () => {
    const provider = makeProvider()
    const results = await Promise.all([
      provider.request({ method: 'eth_requestAccounts' }),
      provider.request({ method: 'eth_requestAccounts' }),
    ])
    expect(results).toEqual([[ACCOUNT_0], [ACCOUNT_0]])
    expect(asked).toHaveLength(1)
  })

  it('rejects with 4001 when the person says no, and stays disconnected', async () => {
    const provider = makeProvider()
    answer = false
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('grants, lists and revokes the eth_accounts permission', async () => {
    const provider = makeProvider()
    const events = recordEvents(provider)
    const granted = await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(granted).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [ACCOUNT_0] }] },
    ])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toMatchObject(granted)
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(events.at(-1)).toEqual(['accountsChanged', []])
  })

  it('remembers the connection in storage when given a key', async () => {
    const memory = new Map<string, string>()
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    }
    const first = await connected({ storageKey: 'wallet', storage })
    first.devWallet.switchAccount(1)
    const second = makeProvider({ storageKey: 'wallet', storage })
    expect(await second.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    second.devWallet.disconnect()
    expect(await makeProvider({ storageKey: 'wallet', storage }).request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('signing', () => {
  it('personal_sign signs the message with the dev key (verifiable with viem)', async () => {
    const provider = await connected()
    const message = 'Sign in to Foyer\nNonce: 7'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), ACCOUNT_0],
    })) as `0x${string}`
    expect(asked).toMatchObject([{ method: 'personal_sign', message: toHex(message) }])
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature })).toBe(true)
  })

  it('personal_sign through a viem wallet client, and refuses with 4001 / 4100', async () => {
    const provider = await connected()
    const wallet = createWalletClient({ account: ACCOUNT_0, transport: custom(provider) })
    const signature = await wallet.signMessage({ message: 'hello' })
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'hello', signature })).toBe(true)
    answer = false
    await expect(provider.request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_0] })).rejects.toMatchObject({
      code: 4001,
    })
    await expect(provider.request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_1] })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(
      makeProvider().request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_0] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('eth_signTypedData_v4 signs EIP-712 data (verifiable with viem)', async () => {
    const provider = await connected()
    const wallet = createWalletClient({ account: ACCOUNT_0, chain: foundry, transport: custom(provider) })
    const typedData = {
      domain: {
        name: 'Foyer Mail',
        version: '1',
        chainId: 31337,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: {
        from: { name: 'Ada', wallet: ACCOUNT_0 },
        to: { name: 'Bob', wallet: ACCOUNT_1 },
        contents: 'Hello, Bob!',
        amount: 123_456_789_000_000_000_000n,
      },
    } as const
    const signature = await wallet.signTypedData(typedData)
    expect(asked).toMatchObject([
      { method: 'eth_signTypedData_v4', typedData: { primaryType: 'Mail', domain: { name: 'Foyer Mail' } } },
    ])
    expect(await verifyTypedData({ address: ACCOUNT_0, ...typedData, signature })).toBe(true)
  })

  it('refuses typed data for another chain with -32602', async () => {
    const provider = await connected()
    const payload = JSON.stringify({
      domain: { chainId: 1 },
      types: { M: [{ name: 'a', type: 'string' }] },
      primaryType: 'M',
      message: { a: 'x' },
    })
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, payload] }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(asked).toEqual([])
  })
})

describe('eth_sendTransaction', () => {
  it('signs locally, sends to anvil, and the ETH actually moves', async () => {
    const provider = await connected({ accountIndex: 2 })
    const from = provider.devWallet.address
    const to: Address = '0x0000000000000000000000000000000000001001'
    const chain = createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })
    const before = await chain.getBalance({ address: from })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toHex(parseEther('1.25')) }],
    })) as `0x${string}`
    expect(asked).toMatchObject([
      { method: 'eth_sendTransaction', transaction: { to, value: parseEther('1.25') }, chain: { id: 31337 } },
    ])
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: to })).toBe(parseEther('1.25'))
    const spent = before - (await chain.getBalance({ address: from }))
    expect(spent).toBe(parseEther('1.25') + receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('works through a viem wallet client and reads pass through to the node', async () => {
    const provider = await connected({ accountIndex: 3 })
    const wallet = createWalletClient({
      account: provider.devWallet.address,
      chain: foundry,
      transport: custom(provider),
    })
    const to: Address = '0x0000000000000000000000000000000000001002'
    const hash = await wallet.sendTransaction({ to, value: 1000n })
    const reader = createPublicClient({ chain: foundry, transport: custom(provider), pollingInterval: 20 })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader.getBalance({ address: to })).toBe(1000n)
    expect(await reader.getBlockNumber()).toBeGreaterThan(0n)
    expect(await reader.getGasPrice()).toBeGreaterThan(0n)
  })

  it('rejects with 4001 and sends nothing when the person says no', async () => {
    const provider = await connected({ accountIndex: 4 })
    const nonce = await provider.request({
      method: 'eth_getTransactionCount',
      params: [provider.devWallet.address, 'latest'],
    })
    answer = false
    await expect(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: provider.devWallet.address, to: ACCOUNT_0, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(
      await provider.request({ method: 'eth_getTransactionCount', params: [provider.devWallet.address, 'latest'] }),
    ).toBe(nonce)
  })

  it('passes the node’s error through (insufficient funds from an empty account)', async () => {
    const provider = await connected({ accountIndex: 50 })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: ACCOUNT_0, value: toHex(parseEther('1')) }] }),
    ).rejects.toMatchObject({ code: expect.any(Number), message: expect.stringMatching(/insufficient funds/i) })
  })
})

describe('chains', () => {
  it('reports the chain as hex and net_version as decimal', async () => {
    const provider = makeProvider()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
  })

  it('refuses to switch to an unknown chain with 4902', async () => {
    const provider = await connected()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toMatchObject({
      code: 4902,
    })
  })

  it('adds a chain after approval, switches to it, and can switch back', async () => {
    const provider = await connected()
    const events = recordEvents(provider)
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x539',
          chainName: 'Second devnet',
          rpcUrls: [devnet.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(asked).toMatchObject([
      { method: 'wallet_addEthereumChain', chainToAdd: { id: 1337, name: 'Second devnet', rpcUrl: devnet.rpcUrl } },
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(events).toEqual([
      ['chainChanged', '0x539'],
      ['chainChanged', '0x7a69'],
      ['chainChanged', '0x539'],
    ])
    expect(asked).toHaveLength(1)
  })

  it('does not add a chain the person rejects', async () => {
    const provider = await connected()
    answer = false
    await expect(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x53a', chainName: 'X', rpcUrls: [devnet.rpcUrl] }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x53a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('moveToChain goes to any chain id and emits chainChanged', async () => {
    const provider = await connected()
    const events = recordEvents(provider)
    provider.devWallet.moveToChain({ id: 4242, rpcUrl: devnet.rpcUrl })
    expect(events).toEqual([['chainChanged', '0x1092']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1092')
    // Reads still reach that chain's RPC.
    expect(await provider.request({ method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] })).toMatch(/^0x/)
  })

  it('reports empty capabilities per chain', async () => {
    const provider = await connected()
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] })).toEqual({ '0x7a69': {} })
  })
})

describe('test controls and refusals', () => {
  it('switchAccount emits accountsChanged; disconnect emits accountsChanged [] and disconnect', async () => {
    const provider = await connected()
    const events = recordEvents(provider)
    provider.devWallet.switchAccount(1)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    provider.devWallet.disconnect()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'accountsChanged', 'disconnect'])
    expect(events[0]).toEqual(['accountsChanged', [ACCOUNT_1]])
    expect(events[1]).toEqual(['accountsChanged', []])
    expect(events[2]?.[1]).toMatchObject({ code: 4900 })
    expect(() => provider.devWallet.switchAccount(-1)).toThrow(RangeError)
  })

  it('answers unknown methods and eth_sign with 4200, and stops listening after removeListener', async () => {
    const provider = await connected()
    await expect(provider.request({ method: 'foo_bar' } as never)).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      provider.request({ method: 'anvil_setBalance', params: [ACCOUNT_0, '0x0'] } as never),
    ).rejects.toMatchObject({ code: 4200 })
    const heard: unknown[] = []
    const listener = (accounts: unknown) => heard.push(accounts)
    provider.on('accountsChanged', listener as never)
    provider.removeListener('accountsChanged', listener as never)
    provider.devWallet.switchAccount(2)
    expect(heard).toEqual([])
  })
})
