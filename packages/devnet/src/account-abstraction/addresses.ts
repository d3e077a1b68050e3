// ERC-4337 on the devnet: where the EntryPoint and the account factory live, and the bundler's port and key. Written
// out, not computed, so that a browser app importing them gets no viem or secp256k1 (addresses.test.ts derives each one
// again from the compiled artifacts).
import type { Address, Hex } from 'viem'

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 factory). anvil has it from genesis; it is how the
 * EntryPoint and SimpleAccountFactory were put at their canonical addresses on public chains, so the same bytecode and
 * salt give the same addresses here.
 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * EntryPoint v0.8 of @account-abstraction/contracts 0.8.0, at its canonical address (the same as on mainnet and
 * viem's `entryPoint08Address`): CREATE2 through DETERMINISTIC_DEPLOYER with ENTRY_POINT_SALT.
 */
export const DEVNET_ENTRY_POINT: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
export const DEVNET_ENTRY_POINT_VERSION = '0.8'
export const ENTRY_POINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/**
 * SimpleAccountFactory v0.8 (same package) for DEVNET_ENTRY_POINT, at its canonical address: CREATE2 with salt 0.
 * Its constructor also deploys the SimpleAccount implementation every account is an ERC-1967 proxy of.
 */
export const DEVNET_SIMPLE_ACCOUNT_FACTORY: Address = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'
export const SIMPLE_ACCOUNT_FACTORY_SALT: Hex = '0x0000000000000000000000000000000000000000000000000000000000000000'

/** The bundler's JSON-RPC port under `npm start` and the browser tests (docs/login-and-embedded-wallet.md). */
export const DEVNET_BUNDLER_PORT = 8798

/**
 * The bundler's executor key: DEVELOPMENT ONLY, public, keccak256("foyer devnet bundler executor"). Not one of the ten
 * dev accounts, so the bundler's transactions never move their nonces or their round 10,000 ETH balances; the devnet
 * funds it with anvil_setBalance.
 */
export const DEVNET_BUNDLER_EXECUTOR_KEY: Hex = '0x5bdb3ed5b1ae7b8c6f4f1d78f961d295ed3403b868698d36d095793b7108159b'
export const DEVNET_BUNDLER_EXECUTOR: Address = '0x3374afE0a58cCC43789055e1c463eA7Aa851a34C'
