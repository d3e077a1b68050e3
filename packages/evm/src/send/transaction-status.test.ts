// One look at a transaction's status, against a real anvil: confirmed, failed (reverted on chain), and pending while
// it waits to be mined or when the node does not know it.
import { describe, expect, it } from 'vitest'
import { createWalletClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { toViemChain } from '../chains.js'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { DEV_MNEMONIC } from '../test/local-account-provider.js'
import { FUSD, devAddress, useSeededDevnet } from './test/seeded-devnet.js'

const devnet = useSeededDevnet()
const adapter = createEvmAdapter()
const status = (id: string) => adapter.getTransactionStatus({ id, network: devnet.network })
const walletOf = (index: number) =>
  createWalletClient({
    account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }),
    chain: toViemChain(devnet.network),
    transport: http(devnet.anvil.rpcUrl),
  })

describe('getTransactionStatus', () => {
  it("a mined transaction that succeeded is 'confirmed'", async () => {
    const hash = await walletOf(6).sendTransaction({ to: devAddress(7), value: parseEther('0.01') })
    await devnet.chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await status(hash)).toBe('confirmed')
  })

  it("a mined transaction that reverted is 'failed'", async () => {
    // #6 holds no FUSD: the transfer reverts on chain (gas given, so nothing refuses it before it is mined).
    const hash = await walletOf(6).sendTransaction({
      to: FUSD.address as `0x${string}`,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [devAddress(7), 1n] }),
      gas: 100_000n,
    })
    const receipt = await devnet.chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('reverted')
    expect(await status(hash)).toBe('failed')
  })

  it("'pending' while the transaction waits for a block, 'confirmed' once mined", async () => {
    await devnet.chain.request({ method: 'evm_setAutomine', params: [false] } as never)
    try {
      const hash = await walletOf(6).sendTransaction({ to: devAddress(7), value: 1n })
      expect(await status(hash)).toBe('pending')
      await devnet.chain.request({ method: 'evm_mine', params: [] } as never)
      expect(await status(hash)).toBe('confirmed')
    } finally {
      await devnet.chain.request({ method: 'evm_setAutomine', params: [true] } as never)
    }
  })

  it("a hash the node does not know is 'pending'; something that is not a hash is refused", async () => {
    expect(await status(`0x${'ab'.repeat(32)}`)).toBe('pending')
    await expect(status('0x1234')).rejects.toThrow('"0x1234" is not a transaction hash')
  })
})
