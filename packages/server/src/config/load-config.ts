// Reads foyer.config.json (or the file FOYER_CONFIG names), applies environment overrides and validates the result.
import fs from 'node:fs'
import path from 'node:path'
import { configSchema, type FoyerServerConfig } from './config-schema.js'

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

/** The environment variables the server reads, each overriding one config key. */
export const ENV_OVERRIDES = {
  DATABASE_URL: 'database.url',
  FOYER_DATA_DIR: 'database.dataDir',
  FOYER_HOST: 'listen.host',
  FOYER_PORT: 'listen.port',
  FOYER_INDEXER: 'indexer.enabled',
  FOYER_COINGECKO_API_KEY: 'prices.apiKey',
} as const

type Json = Record<string, unknown>

function setPath(target: Json, dotted: string, value: unknown) {
  const keys = dotted.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {}
    node = node[key] as Json
  }
  node[keys.at(-1)!] = value
}

function envValue(key: keyof typeof ENV_OVERRIDES, raw: string): unknown {
  if (key === 'FOYER_PORT') return /^\d+$/.test(raw) ? Number(raw) : raw
  if (key === 'FOYER_INDEXER')
    return raw === 'on' || raw === 'true' || raw === '1'
      ? true
      : raw === 'off' || raw === 'false' || raw === '0'
        ? false
        : raw
  return raw
}

/** Validate a config object (already merged with the environment); throws ConfigError naming the first bad key. */
export function parseConfig(input: unknown, source = 'config'): FoyerServerConfig {
  const result = configSchema.safeParse(input)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')
    return `  ${key.replace(/^\./, '') || '(root)'}: ${issue.message}`
  })
  throw new ConfigError(`Invalid Foyer server ${source}:\n${lines.join('\n')}`)
}

export function applyEnv(config: Json, env: NodeJS.ProcessEnv): Json {
  const merged = structuredClone(config)
  for (const [name, key] of Object.entries(ENV_OVERRIDES) as [keyof typeof ENV_OVERRIDES, string][]) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    if (name === 'FOYER_COINGECKO_API_KEY') {
      const prices = (merged.prices ?? {}) as Json
      merged.prices = { ...prices, kind: 'coingecko', apiKey: raw }
      continue
    }
    setPath(merged, key, envValue(name, raw))
  }
  return merged
}

/** Loads the config file (when present), applies env overrides, validates. */
export function loadConfig(options: { file?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {}): FoyerServerConfig {
  const env = options.env ?? process.env
  const cwd = options.cwd ?? process.cwd()
  const file = options.file ?? env.FOYER_CONFIG ?? path.join(cwd, 'foyer.config.json')
  let raw: Json = {}
  if (fs.existsSync(file)) {
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Json
    } catch (error) {
      throw new ConfigError(`Invalid Foyer server config ${file}: not JSON (${(error as Error).message})`)
    }
  } else if (options.file ?? env.FOYER_CONFIG) {
    throw new ConfigError(`Foyer server config ${file} does not exist`)
  }
  return parseConfig(applyEnv(raw, env), `config (${path.relative(cwd, file) || file})`)
}
