export { anvilBinaryPath } from './anvil-binary.js'
export {
  DEVNET_CHAIN_ID,
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYER,
  DEVNET_DEPLOYER_INDEX,
  DEVNET_ENS,
  DEVNET_NFT,
  DEVNET_SPAM_NFT,
  DEVNET_TOKENS,
  DEVNET_UNISWAP_V2,
  type DevnetCollection,
  type DevnetContracts,
  type DevnetNftCollection,
  type DevnetToken,
} from './contracts/addresses.js'
export {
  ensPublicResolverArtifact,
  ensRegistryArtifact,
  ensReverseRegistrarArtifact,
  foyerPassArtifact,
  foyerTokenArtifact,
} from './contracts/artifacts.js'
export { DEVNET_ENS_NAMES, DEVNET_ENS_PARENT, type DevnetEnsName } from './contracts/ens-names.js'
export { MULTICALL3_ADDRESS } from './contracts/multicall3-deployment.js'
export { installMulticall3, type Multicall3Install } from './evm-multicall3.js'
export {
  uniswapV2FactoryArtifact,
  uniswapV2PairArtifact,
  uniswapV2Router02Artifact,
  weth9Artifact,
} from './contracts/uniswap-v2-artifacts.js'
export { DEVNET_UNISWAP_V2_POOLS } from './seed/uniswap-v2.js'
export { DEVNET_HISTORY, type DevnetHistoryStep } from './seed/history.js'
export { DEV_ACCOUNT_COUNT, DEV_MNEMONIC, devAccounts } from './dev-accounts.js'
export { getFreePort, isPortBusy } from './ports.js'
export { runtimeImports } from './runtime-imports.js'
export { DEVNET_SEED, seedDevnet, type SeedDevnetResult } from './seed-devnet.js'
export { DevnetPortBusyError, startDevnet, type Devnet, type StartDevnetOptions } from './start-devnet.js'
export { waitForRpc, type WaitForRpcOptions } from './wait-for-rpc.js'
export { SECOND_DEVNET_CHAIN_ID, startFoyerDevnets, type FoyerDevnets } from './start-foyer-devnets.js'
export {
  SOLANA_DEV_ADDRESSES,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_FAUCET,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_MINT,
  SOLANA_DEVNET_MINT_AUTHORITY,
  SOLANA_DEVNET_PORT,
  SOLANA_DEVNET_SEED,
  SOLANA_DEVNET_TOKEN,
} from './solana/constants.js'
export { getFreeSolanaPort } from './solana/free-port-pair.js'
export { SolanaLedger, TransactionRejectedError, type TransactionRecord } from './solana/ledger.js'
export { devnetTokenAccount } from './solana/seed-solana.js'
export {
  SolanaDevnetPortBusyError,
  startSolanaDevnet,
  type SolanaDevnet,
  type StartSolanaDevnetOptions,
} from './solana/start-solana-devnet.js'
export {
  startWalletConnectRelay,
  WALLETCONNECT_RELAY_PORT,
  WalletConnectRelayPortBusyError,
  type RelayLogEntry,
  type StartWalletConnectRelayOptions,
  type WalletConnectRelay,
} from './walletconnect/start-walletconnect-relay.js'
export { walletConnectSdkRequire } from './walletconnect/node-sdk.js'
export {
  BITCOIN_DEV_ADDRESSES,
  BITCOIN_DEVNET_BLOCK_INTERVAL_MS,
  BITCOIN_DEVNET_CAIP2,
  BITCOIN_DEVNET_GENESIS_HASH,
  BITCOIN_DEVNET_MINER_ADDRESS,
  BITCOIN_DEVNET_POLICY,
  BITCOIN_DEVNET_PORT,
  BITCOIN_DEVNET_SEED,
  BITCOIN_DEVNET_WALLET_CHAIN,
  REGTEST_NETWORK,
} from './bitcoin/constants.js'
export { BitcoinChain, type ChainBlock, type ChainTransaction } from './bitcoin/chain.js'
export { TransactionRefusedError } from './bitcoin/refusal.js'
export {
  BitcoinDevnetPortBusyError,
  startBitcoinDevnet,
  type BitcoinDevnet,
  type StartBitcoinDevnetOptions,
} from './bitcoin/start-bitcoin-devnet.js'
export {
  DEV_MAILBOX_PORT,
  DEV_SMTP_PORT,
  startDevMailServer,
  type DevMailMessage,
  type DevMailServer,
  type StartDevMailServerOptions,
} from './mail/start-dev-mail-server.js'
export {
  DETERMINISTIC_DEPLOYER,
  DEVNET_BUNDLER_EXECUTOR,
  DEVNET_BUNDLER_EXECUTOR_KEY,
  DEVNET_BUNDLER_PORT,
  DEVNET_ENTRY_POINT,
  DEVNET_ENTRY_POINT_VERSION,
  DEVNET_SIMPLE_ACCOUNT_FACTORY,
} from './account-abstraction/addresses.js'
export { entryPointArtifact, simpleAccountFactoryArtifact } from './account-abstraction/artifacts.js'
export {
  installAccountAbstraction,
  type AccountAbstractionInstall,
} from './account-abstraction/install-account-abstraction.js'
export {
  ALTO_VERSION,
  BundlerPortBusyError,
  startBundler,
  type Bundler,
  type StartBundlerOptions,
} from './account-abstraction/start-bundler.js'
export {
  startAccountAbstraction,
  type DevnetAccountAbstraction,
} from './account-abstraction/start-account-abstraction.js'
export {
  DEV_OIDC_PORT,
  devClientId,
  devClientSecret,
  startDevOidcProvider,
  type DevOidcServer,
  type StartDevOidcProviderOptions,
} from './oidc/start-dev-oidc-provider.js'
export { DEV_OIDC_PROVIDERS, devNumericId, type DevOidcProvider } from './oidc/dev-oidc-accounts.js'
export { driveDevOidcLogin, type DevOidcLoginResult } from './oidc/drive-dev-oidc-login.js'
export { devOidcLoginConfig } from './oidc/dev-oidc-login-config.js'
export {
  DEV_FARCASTER_RELAY_KEY,
  DEV_FARCASTER_RELAY_PORT,
  startDevFarcasterRelay,
  type DevFarcasterRelay,
  type StartDevFarcasterRelayOptions,
} from './farcaster/start-dev-farcaster-relay.js'
export {
  DEV_FARCASTER_ACCOUNTS,
  FARCASTER_ID_REGISTRY_ADDRESS,
  devFarcasterAccountOf,
  installDevIdRegistry,
  type DevFarcasterAccount,
} from './farcaster/dev-id-registry.js'
