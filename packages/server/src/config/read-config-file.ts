// Reads the config file into a plain object, before validation: JSON as it is, TypeScript (foyer.config.ts) and
// JavaScript by importing the module and taking its default export.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ConfigError } from './config-error.js'

/** Looked for in this order in the working directory when neither --config nor FOYER_CONFIG names a file. */
export const CONFIG_FILE_NAMES = [
  'foyer.config.ts',
  'foyer.config.mts',
  'foyer.config.js',
  'foyer.config.mjs',
  'foyer.config.json',
] as const

const TYPESCRIPT = new Set(['.ts', '.mts', '.cts'])
const JAVASCRIPT = new Set(['.js', '.mjs', '.cjs'])

/** The first of CONFIG_FILE_NAMES that exists in `dir`, if any. */
export function findConfigFile(dir: string): string | undefined {
  return CONFIG_FILE_NAMES.map((name) => path.join(dir, name)).find((file) => fs.existsSync(file))
}

export async function readConfigFile(file: string): Promise<Record<string, unknown>> {
  if (!fs.existsSync(file)) throw new ConfigError(`Foyer server config ${file} does not exist`)
  const extension = path.extname(file)
  if (extension === '.json') {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
    } catch (error) {
      throw new ConfigError(`Invalid Foyer server config ${file}: not JSON (${(error as Error).message})`)
    }
  }
  if (!TYPESCRIPT.has(extension) && !JAVASCRIPT.has(extension)) {
    throw new ConfigError(
      `Foyer server config ${file}: unsupported file type ${extension || '(none)'}; use .ts, .mts, .js, .mjs or .json`,
    )
  }
  const exported = await importConfigModule(file, TYPESCRIPT.has(extension))
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
    throw new ConfigError(
      `Invalid Foyer server config ${file}: its default export must be the config object ` +
        `(export default defineConfig({ … })), not ${exported === null ? 'null' : typeof exported}`,
    )
  }
  return exported as Record<string, unknown>
}

async function importConfigModule(file: string, typescript: boolean): Promise<unknown> {
  const url = pathToFileURL(file).href
  let namespace: { default?: unknown }
  try {
    // Node 20 cannot run TypeScript itself; tsx compiles the file (and whatever it imports) as it loads, in a scoped
    // loader that leaves the rest of the process alone. Loaded on demand: a JSON config needs no tsx at all.
    namespace = typescript ? await (await importTsx()).tsImport(url, import.meta.url) : await import(url)
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(`Foyer server config ${file} could not be loaded: ${(error as Error).message}`)
  }
  const exported = await namespace.default
  // A .ts file in a package without "type": "module" is compiled to CommonJS: its default export arrives wrapped.
  if (typeof exported === 'object' && exported !== null && (exported as { __esModule?: boolean }).__esModule) {
    return (exported as { default?: unknown }).default
  }
  return exported
}

async function importTsx(): Promise<typeof import('tsx/esm/api')> {
  try {
    return await import('tsx/esm/api')
  } catch {
    throw new ConfigError(
      'Loading a TypeScript config needs tsx (npm install --save-dev tsx), or write foyer.config.json instead',
    )
  }
}
