import { readFile } from 'node:fs/promises'
import { encodeDeployData, getContractAddress } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  DETERMINISTIC_DEPLOYER,
  DEVNET_BUNDLER_EXECUTOR,
  DEVNET_BUNDLER_EXECUTOR_KEY,
  DEVNET_ENTRY_POINT,
  DEVNET_SIMPLE_ACCOUNT_FACTORY,
  ENTRY_POINT_SALT,
  SIMPLE_ACCOUNT_FACTORY_SALT,
} from './addresses.js'
import { entryPointArtifact, simpleAccountFactoryArtifact } from './artifacts.js'
import { devAccounts } from '../dev-accounts.js'

describe('the devnet’s ERC-4337 addresses (written out, derived again here)', () => {
  it('put the packaged EntryPoint at CREATE2(deterministic deployer, salt), which is v0.8’s canonical address', () => {
    const derived = getContractAddress({
      opcode: 'CREATE2',
      from: DETERMINISTIC_DEPLOYER,
      salt: ENTRY_POINT_SALT,
      bytecode: entryPointArtifact.bytecode,
    })
    expect(derived).toBe(DEVNET_ENTRY_POINT)
    expect(DEVNET_ENTRY_POINT).toBe(entryPoint08Address)
  })

  it('put SimpleAccountFactory(entryPoint) at CREATE2 with salt 0, its canonical v0.8 address', () => {
    const bytecode = encodeDeployData({
      abi: simpleAccountFactoryArtifact.abi,
      bytecode: simpleAccountFactoryArtifact.bytecode,
      args: [DEVNET_ENTRY_POINT],
    })
    expect(
      getContractAddress({
        opcode: 'CREATE2',
        from: DETERMINISTIC_DEPLOYER,
        salt: SIMPLE_ACCOUNT_FACTORY_SALT,
        bytecode,
      }),
    ).toBe(DEVNET_SIMPLE_ACCOUNT_FACTORY)
  })

  it('name the executor key’s address, which is none of the ten dev accounts', () => {
    expect(privateKeyToAccount(DEVNET_BUNDLER_EXECUTOR_KEY).address).toBe(DEVNET_BUNDLER_EXECUTOR)
    expect(devAccounts().map((a) => a.address)).not.toContain(DEVNET_BUNDLER_EXECUTOR)
  })

  it('import only viem’s types, so a browser app can import them without viem’s code', async () => {
    const source = await readFile(new URL('./addresses.ts', import.meta.url), 'utf8')
    expect([...source.matchAll(/^import .*$/gm)].map((m) => m[0])).toEqual(["import type { Address, Hex } from 'viem'"])
  })
})
