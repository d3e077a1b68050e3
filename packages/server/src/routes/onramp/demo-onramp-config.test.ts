// The demo's Buy sandbox (apps/demo/foyer.config.ts): its key is dev account #6 — funded by anvil, and used by no
// wallet of the dev wallet (#0–#4) nor by the devnet's deployer (#9) — its Solana treasury is no dev wallet account
// either, and it sells only on chains the config lists.
import { createHash } from 'node:crypto'
import { DEV_MNEMONIC, DEVNET_DEPLOYER, SOLANA_DEV_ADDRESSES, SOLANA_DEVNET_CAIP2 } from '@foyer/devnet'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import path from 'node:path'
import { hexToBytes } from 'viem'
import { privateKeyToAccount, mnemonicToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { parseConfig } from '../../config/load-config.js'

const DEMO_CONFIG = path.resolve(import.meta.dirname, '../../../../../apps/demo/foyer.config.ts')

it('the demo sells devnet ETH on both anvils from dev account #6, and SOL from its own Solana treasury', async () => {
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
    ['foyer-solana-devnet', SOLANA_DEVNET_CAIP2],
  ])
  const solana = config.onramp.solana!
  expect(solana.privateKey).toBe(
    `0x${createHash('sha256').update('foyer-onramp-sandbox-solana-treasury').digest('hex')}`,
  )
  // On the devnet it funds itself by airdrop, so it must not be a wallet's account whose balance a test reads.
  expect(solana.airdrop).toBe(true)
  const solanaTreasury = (await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(solana.privateKey as `0x${string}`)))
    .address
  expect(SOLANA_DEV_ADDRESSES).not.toContain(solanaTreasury)
  for (const asset of config.onramp.assets) expect(config.chains.map((c) => c.id)).toContain(asset.chainId)
})
