import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// npm installs only the platform package that matches the machine (they are optional dependencies of @foundry-rs/anvil).
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Path of the real anvil executable shipped inside the npm package. We run it directly rather than through the package's
 * `.bin` Node wrapper: killing the wrapper by pid leaves the anvil child running.
 */
export function anvilBinaryPath(platform: string = process.platform, arch: string = process.arch): string {
  const packageName = PLATFORM_PACKAGES[`${platform}-${arch}`]
  if (!packageName) throw new Error(`@foyer/devnet: anvil has no npm build for ${platform}-${arch}`)
  let packageJson: string
  try {
    packageJson = createRequire(import.meta.url).resolve(`${packageName}/package.json`)
  } catch (cause) {
    throw new Error(
      `@foyer/devnet: ${packageName} is not installed (it comes with @foundry-rs/anvil; run npm install)`,
      { cause },
    )
  }
  const binary = join(dirname(packageJson), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new Error(`@foyer/devnet: ${binary} is missing; reinstall @foundry-rs/anvil`)
  return binary
}
