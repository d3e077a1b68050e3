// Node environment on purpose: importing the package and rendering on a server must not touch window or document.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '@foyer/core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { ConnectButton, FoyerProvider, NetworkButton, createFoyer } from './index.js'

describe('server rendering', () => {
  it('renders the buttons without a DOM and leaves the modal to the browser', () => {
    expect(typeof document).toBe('undefined')
    const client = createFoyer({ networks: [foyerDevnet], storage: createMemoryStorage(), logLevel: 'silent' })
    const html = renderToString(
      <FoyerProvider client={client}>
        <NetworkButton />
        <ConnectButton />
      </FoyerProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Foyer Devnet')
    expect(html).not.toContain('role="dialog"')
  })
})
