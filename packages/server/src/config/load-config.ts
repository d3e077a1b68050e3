// Finds and reads the config file (foyer.config.ts / .json, or the file FOYER_CONFIG or --config names), applies the
// environment overrides and validates the result.
import path from 'node:path'
import { ConfigError } from './config-error.js'
import { configSchema, type FoyerServerConfig } from './config-schema.js'
import { applyEnv } from './env-overrides.js'
import { findConfigFile, readConfigFile } from './read-config-file.js'

export { ConfigError } from './config-error.js'
export { applyEnv, ENV_OVERRIDES } from './env-overrides.js'

/** Validate a config object (already merged with the environment); throws ConfigError naming every bad key. */
export function parseConfig(input: unknown, source = 'config'): FoyerServerConfig {
  const result = configSchema.safeParse(input)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')
    return `  ${key.replace(/^\./, '') || '(root)'}: ${issue.message}`
  })
  throw new ConfigError(`Invalid Foyer server ${source}:\n${lines.join('\n')}`)
}

/**
 * Loads the config file, applies env overrides, validates. Without a file named (option, FOYER_CONFIG) it takes the
 * first of CONFIG_FILE_NAMES in `cwd`, and with none there it runs on the defaults and the environment.
 */
export async function loadConfig(
  options: { file?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<FoyerServerConfig> {
  const env = options.env ?? process.env
  const cwd = options.cwd ?? process.cwd()
  const named = options.file ?? (env.FOYER_CONFIG || undefined)
  const file = named ? path.resolve(cwd, named) : findConfigFile(cwd)
  const raw = file ? await readConfigFile(file) : {}
  const source = file ? `config (${path.relative(cwd, file) || file})` : 'config (defaults and environment)'
  return parseConfig(applyEnv(raw, env), source)
}
