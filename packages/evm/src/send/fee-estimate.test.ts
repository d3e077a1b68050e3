// @vitest-environment jsdom
// The fee shown before the person confirms, on a seeded devnet: in ether, a bound on what the send then costs, and
// what native Max leaves room for.
import { describe, expect, it } from 'vitest'
import { formatEther, parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { FUSD, useSeededDevnet } from './test/seeded-devnet.js'
import { useConnectedWallet } from './test/connected-wallet.js'

const devnet = useSeededDevnet()
const h = useConnectedWallet(devnet)
const fresh = (): Address => privateKeyToAddress(generatePrivateKey())

describe('estimateSendFee', () => {
  it('an ether transfer: 21,000 gas at the max fee per gas, formatted like a balance, and the send costs no more', async () => {
    const { adapter, from } = await h.connected(6)
    const to = fresh()
    const fee = await adapter.estimateSendFee({ address: from, network: devnet.network, to, amount: '1' })
    expect(fee).toMatchObject({ decimals: 18, symbol: 'ETH' })
    expect(fee.formatted).toBe(formatEther(BigInt(fee.value)))
    expect(BigInt(fee.value) % 21_000n).toBe(0n)
    expect(BigInt(fee.value)).toBeGreaterThan(0n)
    const { id } = await adapter.sendToken({ address: from, network: devnet.network, to, amount: '1' })
    const mined = await devnet.chain.waitForTransactionReceipt({ hash: id as `0x${string}`, pollingInterval: 20 })
    expect(mined.gasUsed * mined.effectiveGasPrice).toBeLessThanOrEqual(BigInt(fee.value))
  })

  it('an ERC-20 transfer costs more gas than an ether transfer; the estimate bounds what it costs', async () => {
    const { adapter, from } = await h.connected(2)
    const to = fresh()
    const ether = await adapter.estimateSendFee({ address: from, network: devnet.network, to, amount: '1' })
    const token = await adapter.estimateSendFee({
      address: from,
      network: devnet.network,
      to,
      amount: '1',
      token: FUSD,
    })
    expect(BigInt(token.value)).toBeGreaterThan(BigInt(ether.value))
    const { id } = await adapter.sendToken({ address: from, network: devnet.network, to, amount: '1', token: FUSD })
    const mined = await devnet.chain.waitForTransactionReceipt({ hash: id as `0x${string}`, pollingInterval: 20 })
    expect(mined.gasUsed * mined.effectiveGasPrice).toBeLessThanOrEqual(BigInt(token.value))
  })

  it('answers while the form is unfinished: no recipient yet, no amount yet, or more than the balance', async () => {
    const { adapter, from } = await h.connected(6)
    const network = devnet.network
    for (const partial of [
      { to: '', amount: '' },
      { to: '0x12', amount: '0' },
      { to: fresh(), amount: '999999999' },
    ]) {
      const fee = await adapter.estimateSendFee({ address: from, network, ...partial })
      expect(BigInt(fee.value) % 21_000n).toBe(0n)
      const tokenFee = await adapter.estimateSendFee({ address: from, network, ...partial, token: FUSD })
      expect(BigInt(tokenFee.value)).toBeGreaterThan(0n)
    }
  })

  it('native Max: the balance less the fee is sent and confirmed, leaving less than the fee behind', async () => {
    const { adapter, from } = await h.connected(7)
    const to = fresh()
    const balance = await devnet.eth(from)
    const fee = await adapter.estimateSendFee({
      address: from,
      network: devnet.network,
      to,
      amount: formatEther(balance),
    })
    const max = formatEther(balance - BigInt(fee.value))
    const { id } = await adapter.sendToken({ address: from, network: devnet.network, to, amount: max })
    const mined = await devnet.chain.waitForTransactionReceipt({ hash: id as `0x${string}`, pollingInterval: 20 })
    expect(mined.status).toBe('success')
    expect(await devnet.eth(to)).toBe(parseEther(max))
    const left = await devnet.eth(from)
    expect(left).toBe(BigInt(fee.value) - mined.gasUsed * mined.effectiveGasPrice)
    expect(left).toBeLessThan(BigInt(fee.value))
  })
})
