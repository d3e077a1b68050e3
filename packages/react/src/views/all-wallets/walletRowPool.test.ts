// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletListItem } from '@foyer/core'
import type { WalletRowModel } from '../walletRowModel.js'
import { createWalletRowPool, type PooledWalletRow } from './walletRowPool.js'

const ROW = 62
const plain: WalletRowModel = { badge: undefined, highlighted: false, chains: [] }

function wallet(id: string, name: string, extra: Partial<WalletListItem> = {}): WalletListItem {
  return { id, name, type: 'CUSTOM', installed: false, chains: ['eip155'], ...extra } as WalletListItem
}

const rowsOf = (wallets: WalletListItem[], model: (w: WalletListItem) => WalletRowModel = () => plain) =>
  wallets.map((w, index): PooledWalletRow => ({ index, start: index * ROW, wallet: w, model: model(w) }))

function setUp() {
  const list = document.createElement('ul')
  document.body.append(list)
  const onSelect = vi.fn()
  const pool = createWalletRowPool(list, { onSelect, idPrefix: 'p', rowHeight: ROW })
  const buttons = () => Array.from(list.querySelectorAll('button'))
  const labels = () => buttons().map((b) => b.getAttribute('aria-label'))
  return { list, pool, onSelect, buttons, labels }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('walletRowPool', () => {
  it('builds a row per wallet with WalletRow’s markup: name, id, position, place', () => {
    const { list, pool, labels } = setUp()
    pool.update(rowsOf([wallet('a', 'Alpha Wallet'), wallet('b', 'Beta')]), 40)
    expect(labels()).toEqual(['Alpha Wallet', 'Beta'])
    const [first, second] = Array.from(list.children) as HTMLElement[]
    expect(second!.getAttribute('aria-posinset')).toBe('2')
    expect(second!.getAttribute('aria-setsize')).toBe('40')
    expect(second!.style.transform).toBe(`translateY(${ROW}px)`)
    expect(first!.querySelector('.foyer-item-name')!.textContent).toBe('Alpha Wallet')
    expect(first!.querySelector('button')!.getAttribute('data-wallet-id')).toBe('a')
    // No image: the monogram tile, its letters generated content (not text), hidden from assistive technology.
    const tile = first!.querySelector('.foyer-monogram')!
    expect(tile.getAttribute('data-monogram')).toBe('AW')
    expect(tile.getAttribute('aria-hidden')).toBe('true')
    expect(first!.querySelector('button')!.textContent).toBe('Alpha Wallet')
  })

  it('shows new wallets in the rows already there, writing what changed', () => {
    const { pool, buttons, labels } = setUp()
    pool.update(rowsOf([wallet('a', 'Alpha'), wallet('b', 'Beta'), wallet('c', 'Gamma')]), 3)
    const before = buttons()
    pool.update(rowsOf([wallet('c', 'Gamma'), wallet('d', 'Delta')]), 2)
    expect(labels()).toEqual(['Gamma', 'Delta'])
    // The same two elements, patched; the third row is gone.
    expect(buttons()[0]).toBe(before[0])
    expect(buttons()[1]).toBe(before[1])
    expect(buttons()[1]!.getAttribute('data-wallet-id')).toBe('d')
    expect(buttons()[1]!.closest('li')!.getAttribute('aria-setsize')).toBe('2')
  })

  it('takes every row out when nothing matches, and uses the same rows again after', () => {
    const { pool, buttons, labels } = setUp()
    const pictured = (id: string, name: string) =>
      wallet(id, name, { imageUrl: `data:image/svg+xml,<svg id="${id}"/>` })
    pool.update(rowsOf([pictured('a', 'Alpha'), pictured('b', 'Beta')]), 2)
    const before = buttons()
    const images = before.map((b) => b.querySelector('img'))
    pool.update([], 0)
    expect(buttons()).toEqual([])
    pool.update(rowsOf([pictured('a', 'Alpha'), pictured('b', 'Beta')]), 2)
    expect(labels()).toEqual(['Alpha', 'Beta'])
    // Each wallet back in the row that showed it, with its image: nothing to write, nothing to parse again.
    // (Identity, not likeness: toEqual finds two elements built alike equal.)
    const same = (a: readonly unknown[], b: readonly unknown[]) =>
      a.length === b.length && a.every((x, i) => x === b[i])
    expect(same(buttons(), before)).toBe(true)
    expect(
      same(
        buttons().map((b) => b.querySelector('img')),
        images,
      ),
    ).toBe(true)
  })

  it('presses select with the wallet the row shows now', () => {
    const { pool, buttons, onSelect } = setUp()
    const delta = wallet('d', 'Delta')
    pool.update(rowsOf([wallet('a', 'Alpha')]), 1)
    pool.update(rowsOf([delta]), 1)
    buttons()[0]!.click()
    expect(onSelect).toHaveBeenCalledWith(delta)
  })

  it('adds and removes the badge and the chain marks with the description that names them', () => {
    const { list, pool, buttons } = setUp()
    const multi: WalletRowModel = {
      badge: 'Recent',
      highlighted: true,
      chains: [
        { namespace: 'eip155', name: 'EVM', imageUrl: undefined },
        { namespace: 'solana', name: 'Solana', imageUrl: undefined },
      ],
    }
    pool.update(
      rowsOf([wallet('a', 'Alpha')], () => multi),
      1,
    )
    const button = buttons()[0]!
    const described = button.getAttribute('aria-describedby')!.split(' ')
    expect(described.map((id) => list.querySelector(`[id="${id}"]`)?.textContent)).toEqual(['Recent', 'EVM, Solana'])
    expect(button.hasAttribute('data-badged')).toBe(true)
    expect(list.querySelector('.foyer-badge')!.hasAttribute('data-kind')).toBe(false)
    expect(button.querySelectorAll('.foyer-chain-marks .foyer-icon')).toHaveLength(2)

    pool.update(
      rowsOf([wallet('b', 'Beta')], () => ({ badge: 'Installed', highlighted: false, chains: [] })),
      1,
    )
    expect(button.getAttribute('aria-describedby')).toBe(described[0])
    expect(list.querySelector('.foyer-badge')!.textContent).toBe('Installed')
    expect(list.querySelector('.foyer-badge')!.getAttribute('data-kind')).toBe('muted')
    expect(button.querySelector('.foyer-chain-marks')).toBeNull()
    expect(list.querySelector('.foyer-sr-only')).toBeNull()

    pool.update(rowsOf([wallet('c', 'Gamma')]), 1)
    expect(button.hasAttribute('aria-describedby')).toBe(false)
    expect(button.hasAttribute('data-badged')).toBe(false)
    expect(list.querySelector('.foyer-badge')).toBeNull()
  })

  it('shows the monogram when a wallet’s image fails, and the image again when the wallet comes back', () => {
    const { pool, buttons } = setUp()
    const pictured = wallet('a', 'Alpha', { imageUrl: 'data:image/svg+xml,<svg/>' })
    const broken = wallet('b', 'Beta', { imageUrl: 'data:image/png,broken' })
    pool.update(rowsOf([pictured]), 1)
    const image = buttons()[0]!.querySelector('img')!
    expect(image.getAttribute('src')).toBe(pictured.imageUrl)

    // Another wallet in the row, then the first one again: its image element is moved back as it was (not built and
    // decoded again).
    pool.update(rowsOf([wallet('m', 'Mono')]), 1)
    expect(buttons()[0]!.querySelector('img')).toBeNull()
    pool.update(rowsOf([pictured]), 1)
    expect(buttons()[0]!.querySelector('img')).toBe(image)

    pool.update(rowsOf([broken]), 1)
    buttons()[0]!.querySelector('img')!.dispatchEvent(new Event('error'))
    expect(buttons()[0]!.querySelector('img')).toBeNull()
    expect(buttons()[0]!.querySelector('.foyer-monogram')!.getAttribute('data-monogram')).toBe('B')
  })

  it('keeps a directory wallet’s monogram until its image loads, and only the monogram if it fails', () => {
    const { pool, buttons } = setUp()
    const directory = (id: string, name: string) =>
      wallet(id, name, { directory: { imageUrl: `http://127.0.0.1:1/v1/wallets/${id}/image` } } as never)
    pool.update(rowsOf([directory('r', 'Rainbow'), directory('z', 'Zerion')]), 2)
    const [rainbow, zerion] = buttons().map((b) => b.querySelector<HTMLElement>('.foyer-lazy-icon')!)
    const img = rainbow!.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(rainbow!.dataset.state).toBe('loading')
    img.dispatchEvent(new Event('load'))
    expect(rainbow!.dataset.state).toBe('loaded')
    expect(rainbow!.querySelector('.foyer-monogram')).toBeNull()

    zerion!.querySelector('img')!.dispatchEvent(new Event('error'))
    expect(zerion!.dataset.state).toBe('failed')
    expect(zerion!.querySelector('img')).toBeNull()
    expect(zerion!.querySelector('.foyer-monogram')).not.toBeNull()
  })

  it('does not reuse the focused row for another wallet when it leaves the window', () => {
    const { list, pool, buttons } = setUp()
    const wallets = Array.from({ length: 6 }, (_, i) => wallet(`w${i}`, `Wallet ${i}`))
    pool.update(rowsOf(wallets).slice(0, 3), 6)
    const focused = buttons()[0]!
    focused.focus()
    // Scrolled: rows 3–5 now. The focused button is removed rather than relabelled "Wallet 3".
    pool.update(rowsOf(wallets).slice(3), 6)
    expect(focused.isConnected).toBe(false)
    expect(focused.getAttribute('aria-label')).toBe('Wallet 0')
    // In the document (Tab's and a screen reader's order) as in the list.
    expect(Array.from(list.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Wallet 3',
      'Wallet 4',
      'Wallet 5',
    ])
    pool.update(rowsOf(wallets).slice(1, 4), 6)
    expect(Array.from(list.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Wallet 1',
      'Wallet 2',
      'Wallet 3',
    ])
  })

  it('keeps the focus on a row that stays in the window while rows are reused around it', () => {
    const { pool, buttons } = setUp()
    const wallets = Array.from({ length: 6 }, (_, i) => wallet(`w${i}`, `Wallet ${i}`))
    pool.update(rowsOf(wallets).slice(3), 6)
    const focused = buttons()[0]!
    focused.focus()
    // Scrolled back up by two rows: Wallet 3 stays, two rows from below are reused above it.
    pool.update(rowsOf(wallets).slice(1, 4), 6)
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(['Wallet 1', 'Wallet 2', 'Wallet 3'])
    expect(buttons()[2]).toBe(focused)
    expect(document.activeElement).toBe(focused)
  })

  it('puts its rows before the list’s own last row, and removes only its rows when destroyed', () => {
    const { list, pool, labels } = setUp()
    const more = document.createElement('li')
    more.textContent = 'Loading more'
    list.append(more)
    pool.update(rowsOf([wallet('a', 'Alpha'), wallet('b', 'Beta')]), 3)
    expect(list.lastElementChild).toBe(more)
    expect(labels()).toEqual(['Alpha', 'Beta'])
    pool.destroy()
    expect(Array.from(list.children)).toEqual([more])
  })
})
