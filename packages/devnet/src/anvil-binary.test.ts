import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { anvilBinaryPath } from './anvil-binary.js'

describe('anvilBinaryPath', () => {
  it('finds the native anvil executable, not the node wrapper', () => {
    const path = anvilBinaryPath()
    expect(path).toMatch(/@foundry-rs[\\/]anvil-[a-z0-9]+-[a-z0-9]+[\\/]bin[\\/]anvil(\.exe)?$/)
    expect(execFileSync(path, ['--version'], { encoding: 'utf8' })).toMatch(/anvil/i)
  })

  it('says clearly when the platform has no build', () => {
    expect(() => anvilBinaryPath('sunos', 'x64')).toThrow(/no npm build for sunos-x64/)
  })
})
