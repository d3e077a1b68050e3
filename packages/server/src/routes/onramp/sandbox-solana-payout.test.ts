// The sandbox's SOL payouts on a real Solana devnet (litesvm behind JSON-RPC): the exact lamports arrive, the treasury
// tops itself up through requestAirdrop only when told to, and a bad destination is refused before anything is sent.
import { randomBytes } from 'node:crypto'
import { getFreeSolanaPort, startSolanaDevnet, type SolanaDevnet } from '@foyer/devnet'
import { createSolanaRpc, generateKeyPairSigner, type Address } from '@solana/kit'
import { toHex } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSolanaPayout, isSolanaAddress } from './sandbox-solana-payout.js'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
}, 60_000)
afterAll(() => devnet?.stop())

const balanceOf = async (address: string) =>
  (
    await createSolanaRpc(devnet.rpcUrl)
      .getBalance(address as Address, { commitment: 'confirmed' })
      .send()
  ).value
const freshAddress = async () => (await generateKeyPairSigner()).address
const freshKey = () => toHex(randomBytes(32))

it('sends exactly the lamports asked, topping an empty treasury up by airdrop first', async () => {
  const payout = await createSolanaPayout({ privateKey: freshKey(), airdrop: true })
  expect(await balanceOf(payout.address)).toBe(0n)
  const buyer = await freshAddress()
  const signature = await payout.send(devnet.rpcUrl, buyer, 197_333_330n)
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(await balanceOf(buyer)).toBe(197_333_330n)
  // A second payout is paid from what the airdrop left: the treasury's balance drops by the amount and the fee.
  const treasury = await balanceOf(payout.address)
  await payout.send(devnet.rpcUrl, buyer, 1_000_000n)
  expect(await balanceOf(buyer)).toBe(198_333_330n)
  expect(treasury - (await balanceOf(payout.address))).toBe(1_005_000n)
})

it('without airdrop, an empty treasury fails with its balance and sends nothing', async () => {
  const payout = await createSolanaPayout({ privateKey: freshKey(), airdrop: false })
  const buyer = await freshAddress()
  await expect(payout.send(devnet.rpcUrl, buyer, 1_000n)).rejects.toThrow(
    `The sandbox's Solana account ${payout.address} holds 0 lamports, 6000 needed`,
  )
  expect(await balanceOf(buyer)).toBe(0n)
})

it('refuses an EVM address as the destination', async () => {
  const payout = await createSolanaPayout({ privateKey: freshKey(), airdrop: true })
  const evm = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  await expect(payout.send(devnet.rpcUrl, evm, 1_000n)).rejects.toThrow(`${evm} is not a Solana address`)
  expect(isSolanaAddress(evm)).toBe(false)
  expect(isSolanaAddress(await freshAddress())).toBe(true)
})
