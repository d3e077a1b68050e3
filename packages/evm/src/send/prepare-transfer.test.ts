// @vitest-environment jsdom
// Every bad send is refused with its text before the wallet is asked: the wallet never sees eth_sendTransaction and
// the sender's nonce does not move. Against a seeded devnet with a connected wallet.
import { describe, expect, it } from 'vitest'
import { FoyerError, type TokenInfo } from '@foyer/core'
import { formatEther, getAddress, parseEther, type Address } from 'viem'
import type { ConnectedWallet } from './test/connected-wallet.js'
import { useConnectedWallet } from './test/connected-wallet.js'
import { FOY, FUSD, devAddress, useSeededDevnet } from './test/seeded-devnet.js'

const devnet = useSeededDevnet()
const h = useConnectedWallet(devnet)
const TO = devAddress(8)

/** What a send of `amount` (of `token`) to `to` is refused with; fails the test if the wallet was asked. */
async function refusal(
  { adapter, wallet, from }: ConnectedWallet,
  args: { to?: string; amount: string; token?: TokenInfo },
): Promise<Error> {
  const nonce = await devnet.chain.getTransactionCount({ address: from })
  const error = await adapter
    .sendToken({ address: from, network: devnet.network, to: args.to ?? TO, amount: args.amount, token: args.token })
    .then(
      () => undefined,
      (e: unknown) => e,
    )
  expect(error, `${args.amount} ${args.token?.symbol ?? 'ETH'} to ${args.to ?? TO} was sent`).toBeInstanceOf(Error)
  expect(wallet.calls).not.toContain('eth_sendTransaction')
  expect(await devnet.chain.getTransactionCount({ address: from })).toBe(nonce)
  return error as Error
}

/** Mixed case with one letter's case flipped: the right 20 bytes, a checksum that does not match. */
function wrongChecksum(address: Address): string {
  const i = [...address].findIndex((c, at) => at > 1 && /[a-f]/i.test(c))
  const c = address[i]!
  return address.slice(0, i) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + address.slice(i + 1)
}

describe('sendToken refuses before the wallet is asked', () => {
  it('a recipient that is not an EVM address, including a mistyped checksum', async () => {
    const connected = await h.connected(4)
    const bad = wrongChecksum(getAddress(TO))
    expect(bad.toLowerCase()).toBe(TO.toLowerCase())
    for (const to of ['nope', '', '0x1234', 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', bad]) {
      const error = await refusal(connected, { to, amount: '1' })
      expect(error.name).toBe('InvalidRecipientError')
      expect(error.message).toBe(`${JSON.stringify(to)} is not an EVM address`)
    }
    expect(connected.adapter.isValidAddress(bad)).toBe(false)
  })

  it("'Amount must be greater than 0' for zero, negative, empty and non-numeric amounts, native or token", async () => {
    const connected = await h.connected(4)
    for (const amount of ['0', '0.000', '-1', '', 'abc'])
      for (const token of [undefined, FUSD]) {
        const error = await refusal(connected, { amount, token })
        expect(error).toBeInstanceOf(FoyerError)
        expect(error.message).toBe('Amount must be greater than 0')
      }
  })

  it('more decimals than the token has, and numbers that are not plain decimals', async () => {
    const connected = await h.connected(4)
    expect((await refusal(connected, { amount: '0.0000001', token: FUSD })).message).toBe(
      "Invalid FUSD amount: amount 0.0000001 has more decimal places than the token's 6",
    )
    expect((await refusal(connected, { amount: '0.0000000000000000001' })).message).toBe(
      "Invalid ETH amount: amount 0.0000000000000000001 has more decimal places than the token's 18",
    )
    expect((await refusal(connected, { amount: '1e3' })).message).toBe(
      'Invalid ETH amount: amount "1e3" is not a plain decimal number',
    )
  })

  it('more ether than the balance; the whole balance, which leaves nothing for the fee', async () => {
    const connected = await h.connected(4)
    const balance = await devnet.eth(connected.from)
    expect((await refusal(connected, { amount: formatEther(balance + 1n) })).message).toBe(
      'Not enough ETH to cover this transfer',
    )
    expect((await refusal(connected, { amount: formatEther(balance) })).message).toBe(
      'Not enough ETH to cover the network fee',
    )
  })

  it("more tokens than the balance, and a token the account does not hold: 'Insufficient token balance'", async () => {
    const holder = await h.connected(4)
    const fusd = await devnet.tokenBalance(FUSD, holder.from)
    const above = await refusal(holder, { amount: `${fusd / 1_000_000n}.000001`, token: FUSD })
    expect(above).toEqual(new FoyerError('INSUFFICIENT_TOKEN_BALANCE'))
    const empty = await h.connected(7)
    expect(await devnet.tokenBalance(FOY, empty.from)).toBe(0n)
    expect((await refusal(empty, { amount: '1', token: FOY })).message).toBe('Insufficient token balance')
  })

  it('a token that is not an ERC-20 on this chain, or whose decimals differ from the contract’s', async () => {
    const connected = await h.connected(4)
    const notAToken = { address: devAddress(7), symbol: 'NOPE', decimals: 18 }
    expect((await refusal(connected, { amount: '1', token: notAToken })).message).toBe(
      `${devAddress(7)} is not an ERC-20 token on ${devnet.network.name}`,
    )
    expect((await refusal(connected, { amount: '1', token: { ...FUSD, decimals: 18 } })).message).toBe(
      `FUSD has 6 decimals on ${devnet.network.name}, not 18`,
    )
  })

  it('tokens but too little ether for the fee: the network fee is refused too', async () => {
    const connected = await h.connected(4)
    const balance = await devnet.eth(connected.from)
    await devnet.chain.request({ method: 'anvil_setBalance', params: [connected.from, '0x3e8'] } as never)
    try {
      expect((await refusal(connected, { amount: '1', token: FUSD })).message).toBe(
        'Not enough ETH to cover the network fee',
      )
    } finally {
      await devnet.chain.request({
        method: 'anvil_setBalance',
        params: [connected.from, `0x${balance.toString(16)}`],
      } as never)
    }
  })

  it("another address than the connected account is 'Wallet not connected'; the wallet on another chain is refused", async () => {
    const connected = await h.connected(4)
    expect((await refusal({ ...connected, from: devAddress(3) }, { amount: '1' })).message).toBe('Wallet not connected')
    connected.wallet.switchChainInWallet(31_999, devnet.anvil.rpcUrl)
    const config = connected.adapter.wagmiConfig
    await expect.poll(() => config.state.connections.get(config.state.current ?? '')?.chainId).toBe(31_999)
    expect((await refusal(connected, { amount: '1' })).message).toBe(
      `The wallet is on chain 31999, not ${devnet.network.name} (${devnet.anvil.chainId})`,
    )
  })

  it('nothing was left half-done: the same account still sends a valid amount afterwards', async () => {
    const { adapter, from } = await h.connected(4)
    const before = await devnet.eth(TO)
    const { id } = await adapter.sendToken({ address: from, network: devnet.network, to: TO, amount: '0.5' })
    await devnet.chain.waitForTransactionReceipt({ hash: id as `0x${string}`, pollingInterval: 20 })
    expect((await devnet.eth(TO)) - before).toBe(parseEther('0.5'))
  })
})
