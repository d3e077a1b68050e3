// The environment variables that override the config file, one key each: what a deployment sets per instance
// (database, address, secrets) without editing the file every instance shares.
type Json = Record<string, unknown>

/** The environment variables the server reads, each overriding one config key. */
export const ENV_OVERRIDES = {
  DATABASE_URL: 'database.url',
  FOYER_DATA_DIR: 'database.dataDir',
  FOYER_HOST: 'listen.host',
  FOYER_PORT: 'listen.port',
  FOYER_INDEXER: 'indexer.enabled',
  FOYER_COINGECKO_API_KEY: 'prices.apiKey',
  FOYER_SESSION_SECRET: 'sessions.secret',
} as const

function setPath(target: Json, dotted: string, value: unknown) {
  const keys = dotted.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {}
    node = node[key] as Json
  }
  node[keys.at(-1)!] = value
}

// A value that does not convert is passed on as the string, so validation names the key it overrides.
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

/** A copy of `config` with every set variable of ENV_OVERRIDES written over its key. */
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
