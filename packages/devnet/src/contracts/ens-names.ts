// The ENS names the devnet seed registers: dev accounts #0 and #1 get a name under foyer.eth, the reverse record that
// points back at it, and an avatar text record holding a data: URI image (no server needed to show it).
import type { Address } from 'viem'

/** The parent of the seeded names; the seed's deployer (dev account #9) owns it. */
export const DEVNET_ENS_PARENT = 'foyer.eth'

export type DevnetEnsName = {
  /** Dev account index (mnemonic order). */
  readonly account: number
  readonly address: Address
  readonly name: string
  readonly avatar: string
}

function avatar(letter: string, color: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
    `<text x="48" y="63" fill="#fff" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle">${letter}</text>` +
    '</svg>'
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** Addresses written out (a test derives them) so importing this needs no key derivation. */
export const DEVNET_ENS_NAMES: readonly DevnetEnsName[] = [
  {
    account: 0,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    name: `alice.${DEVNET_ENS_PARENT}`,
    avatar: avatar('A', '#7c3aed'),
  },
  {
    account: 1,
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    name: `bob.${DEVNET_ENS_PARENT}`,
    avatar: avatar('B', '#0e7490'),
  },
]
