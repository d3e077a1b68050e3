// What a foyer.config.ts imports (`@foyer/server/config`): the typing helper and the config types, without the server,
// so loading a config does not load Hono, PGlite and the routes a second time.
import type { FoyerServerConfigInput } from './config-schema.js'

export type {
  ChainConfig,
  FoyerServerConfig,
  FoyerServerConfigInput,
  ProjectConfig,
  TokenConfig,
} from './config-schema.js'

/**
 * Types a foyer.config.ts: `export default defineConfig({ ... })`. It returns the object unchanged; the server validates
 * it at start-up (after the environment overrides), so a mistake still stops start-up with the key that is wrong.
 */
export function defineConfig(config: FoyerServerConfigInput): FoyerServerConfigInput {
  return config
}
