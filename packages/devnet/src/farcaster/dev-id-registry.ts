// The devnet's ID registry, a development part: a contract answering the two reads Sign In With Farcaster's
// verification makes — idOf(custody) and custodyOf(fid) — placed with anvil_setCode at the address
// @farcaster/auth-client reads (Optimism's IdRegistry address), so the server's verifySignInMessage checks a real
// contract over JSON-RPC offline. Fids are written straight into its storage (anvil_setStorageAt): no transaction is
// sent, so the dev accounts' nonces stay what other tests expect. Source: DevIdRegistry.sol (solc 0.8.28, optimizer 200).
import { createPublicClient, encodeAbiParameters, http, keccak256, pad, toHex, type Address, type Hex } from 'viem'
import { devAccounts } from '../dev-accounts.js'

/** Where @farcaster/auth-client's viemConnector reads idOf (its ID_REGISTRY_ADDRESS). */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** DevIdRegistry's runtime code: `mapping(address => uint256) public idOf` (slot 0), `mapping(uint256 => address) public custodyOf` (slot 1). */
export const DEV_ID_REGISTRY_CODE: Hex =
  '0x6080604052348015600e575f5ffd5b50600436106030575f3560e01c806365269e47146034578063d94fe832146076575b5f5ffd5b6059603f366004609f565b60016020525f90815260409020546001600160a01b031681565b6040516001600160a01b0390911681526020015b60405180910390f35b6092608136600460b5565b5f6020819052908152604090205481565b604051908152602001606d565b5f6020828403121560ae575f5ffd5b5035919050565b5f6020828403121560c4575f5ffd5b81356001600160a01b038116811460d9575f5ffd5b939250505056fea26469706673582212206cbacbe96eea68ef6dd7743d023387eccdd9a10f34c65e650f49cb966a6e263f64736f6c634300081c0033'

export interface DevFarcasterAccount {
  fid: number
  username: string
  displayName: string
  /** The custody address: the dev wallet's account that signs Sign In With Farcaster for this fid. */
  custody: Address
  /** Index of the custody account in DEV_MNEMONIC's accounts. */
  accountIndex: number
}

const [first, second] = devAccounts(2)

/** The dev fids: 1001 "alice" held by the dev wallet's first account, 1002 "bob" by its second. */
export const DEV_FARCASTER_ACCOUNTS: readonly DevFarcasterAccount[] = [
  { fid: 1001, username: 'alice', displayName: 'Alice (dev)', custody: first!.address, accountIndex: 0 },
  { fid: 1002, username: 'bob', displayName: 'Bob (dev)', custody: second!.address, accountIndex: 1 },
]

export const devFarcasterAccountOf = (custody: string) =>
  DEV_FARCASTER_ACCOUNTS.find((account) => account.custody.toLowerCase() === custody.toLowerCase())

const mappingSlot = (key: Hex, slot: number) =>
  keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [pad(key), BigInt(slot)]))

/** Puts the registry on the anvil at `rpcUrl` and registers `accounts` (default DEV_FARCASTER_ACCOUNTS). */
export async function installDevIdRegistry(
  rpcUrl: string,
  accounts: readonly Pick<DevFarcasterAccount, 'fid' | 'custody'>[] = DEV_FARCASTER_ACCOUNTS,
): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const call = (method: string, params: unknown[]) =>
    client.request({ method: method as 'eth_chainId', params: params as never })
  await call('anvil_setCode', [FARCASTER_ID_REGISTRY_ADDRESS, DEV_ID_REGISTRY_CODE])
  for (const { fid, custody } of accounts) {
    await call('anvil_setStorageAt', [FARCASTER_ID_REGISTRY_ADDRESS, mappingSlot(custody, 0), pad(toHex(fid))])
    await call('anvil_setStorageAt', [FARCASTER_ID_REGISTRY_ADDRESS, mappingSlot(toHex(fid), 1), pad(custody)])
  }
}
