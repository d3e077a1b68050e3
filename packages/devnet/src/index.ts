export { anvilBinaryPath } from './anvil-binary.js'
export {
  DEVNET_CHAIN_ID,
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYER,
  DEVNET_DEPLOYER_INDEX,
  DEVNET_NFT,
  DEVNET_TOKENS,
  type DevnetCollection,
  type DevnetContracts,
  type DevnetToken,
} from './contracts/addresses.js'
export { foyerPassArtifact, foyerTokenArtifact } from './contracts/artifacts.js'
export { DEV_ACCOUNT_COUNT, DEV_MNEMONIC, devAccounts } from './dev-accounts.js'
export { getFreePort, isPortBusy } from './ports.js'
export { DEVNET_SEED, seedDevnet, type SeedDevnetResult } from './seed-devnet.js'
export { DevnetPortBusyError, startDevnet, type Devnet, type StartDevnetOptions } from './start-devnet.js'
export { waitForRpc, type WaitForRpcOptions } from './wait-for-rpc.js'
export { SECOND_DEVNET_CHAIN_ID, startFoyerDevnets, type FoyerDevnets } from './start-foyer-devnets.js'
