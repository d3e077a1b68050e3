import { createPublicClient, createWalletClient, erc20Abi, erc721Abi, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYER_INDEX,
  DEVNET_ENS,
  DEVNET_SPAM_NFT,
  DEVNET_TOKENS,
} from './contracts/addresses.js'
import { MULTICALL3_ADDRESS } from './contracts/multicall3-deployment.js'
import { DEV_MNEMONIC, devAccounts } from './dev-accounts.js'
import { getFreePort } from './ports.js'
import { DEVNET_SEED, seedDevnet } from './seed-devnet.js'
import { startDevnet, type Devnet } from './start-devnet.js'

describe('seedDevnet (on a real anvil)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort() })
  })
  afterAll(() => devnet?.stop())

  const client = () => createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })

  it('deploys the tokens and the NFT at the deterministic addresses', async () => {
    expect(devnet.contracts).toEqual(DEVNET_CONTRACTS)
    for (const address of Object.values(DEVNET_CONTRACTS)) {
      expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    }
    for (const token of Object.values(DEVNET_TOKENS)) {
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client().readContract({ address: token.address, abi: erc20Abi, functionName })
      expect(await read('name')).toBe(token.name)
      expect(await read('symbol')).toBe(token.symbol)
      expect(await read('decimals')).toBe(token.decimals)
    }
  })

  it('funds dev accounts 0–4 with both tokens and no one else', async () => {
    const accounts = devAccounts(6)
    const balanceOf = (token: `0x${string}`, index: number) =>
      client().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [accounts[index]!.address],
      })
    for (let index = 0; index < 5; index++) {
      expect(await balanceOf(DEVNET_CONTRACTS.tokenA, index)).toBe(DEVNET_SEED.tokenAAmount)
      expect(await balanceOf(DEVNET_CONTRACTS.tokenB, index)).toBe(DEVNET_SEED.tokenBAmount)
    }
    expect(await balanceOf(DEVNET_CONTRACTS.tokenA, 5)).toBe(0n)
  })

  it('gives the Foyer Passes to dev account #0', async () => {
    const owner = devAccounts(1)[0]!.address
    expect(
      await client().readContract({
        address: DEVNET_CONTRACTS.nft,
        abi: erc721Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ).toBe(BigInt(DEVNET_SEED.nftTokenIds.length))
    for (const tokenId of DEVNET_SEED.nftTokenIds) {
      expect(
        await client().readContract({
          address: DEVNET_CONTRACTS.nft,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        }),
      ).toBe(owner)
    }
    const uri = await client().readContract({
      address: DEVNET_CONTRACTS.nft,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [1n],
    })
    expect(JSON.parse(decodeURIComponent(uri.replace('data:application/json,', '')))).toMatchObject({
      name: 'Foyer Pass #1',
    })
  })

  it('does nothing the second time', async () => {
    const blockBefore = await client().getBlockNumber()
    expect(await seedDevnet(devnet.rpcUrl)).toEqual({ contracts: DEVNET_CONTRACTS, deployed: false })
    expect(await client().getBlockNumber()).toBe(blockBefore)
  })

  it('also installs Multicall3 and deploys the spam NFT and ENS at their fixed addresses', async () => {
    for (const address of [MULTICALL3_ADDRESS, DEVNET_SPAM_NFT.address, ...Object.values(DEVNET_ENS)]) {
      expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    }
  })
})

describe('seedDevnet on a chain it cannot seed', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false })
  })
  afterAll(() => devnet?.stop())

  it('refuses when the deployer has already sent a transaction, naming the fix', async () => {
    const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEVNET_DEPLOYER_INDEX })
    const wallet = createWalletClient({ account: deployer, chain: foundry, transport: http(devnet.rpcUrl) })
    await wallet.sendTransaction({ to: devnet.accounts[8]!, value: parseEther('1') })
    await expect(seedDevnet(devnet.rpcUrl)).rejects.toThrow(
      /has already sent 1 transaction\(s\).*Restart the chain fresh/,
    )
    expect(
      await createPublicClient({ transport: http(devnet.rpcUrl) }).getCode({ address: DEVNET_CONTRACTS.tokenA }),
    ).toBeUndefined()
  })
})
