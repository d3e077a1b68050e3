// The demo's Buy sandbox (apps/demo/foyer.config.ts): its key is dev account #6 — funded by anvil, and used by no
// wallet of the dev wallet (#0–#4) nor by the devnet's deployer (#9) — and it sells only on chains the config lists.
import { DEV_MNEMONIC, DEVNET_DEPLOYER } from '@foyer/devnet'
import path from 'node:path'
import { privateKeyToAccount, mnemonicToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { parseConfig } from '../../config/load-config.js'

const DEMO_CONFIG = path.resolve(import.meta.dirname, '../../../../../apps/demo/foyer.config.ts')

it('the demo sells devnet ETH on both anvils from dev account #6', async () => {
  const { default: raw } = (await import(/* @vite-ignore */ DEMO_CONFIG)) as { default: unknown }
  const config = parseConfig(raw)
  expect(config.onramp?.kind).toBe('sandbox')
  if (config.onramp?.kind !== 'sandbox') return
  const treasury = privateKeyToAccount(config.onramp.privateKey as `0x${string}`).address
  expect(treasury).toBe(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 6 }).address)
  const walletAccounts = [0, 1, 2, 3, 4].map((i) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: i }).address)
  expect([...walletAccounts, DEVNET_DEPLOYER]).not.toContain(treasury)
  expect(config.onramp.assets.map((a) => [a.network, a.chainId])).toEqual([
    ['foyer-devnet', 'eip155:31337'],
    ['foyer-devnet-2', 'eip155:31338'],
  ])
  for (const asset of config.onramp.assets) expect(config.chains.map((c) => c.id)).toContain(asset.chainId)
})
