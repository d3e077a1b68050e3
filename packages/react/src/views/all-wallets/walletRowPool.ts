// All Wallets' visible rows, kept as a pool of list items that are patched in place rather than rendered by React.
//
// Why: a keystroke in the search box changes what every visible row shows. Rendered by React, that cost ~15 ms of
// reconciliation at the bench's 4× CPU (traced: render ~10.7, commit ~4.9) before the browser could start the frame,
// which put the search at 30–45 ms against a 16 ms target. Here a new query writes only what differs, row by row:
// the name's text, a few attributes and, where the kind of icon changes, the icon.
//
// The elements, classes and ARIA are WalletRow's exactly (both take their content from walletRowModel), so a row looks,
// reads and is found the same way in either list.
import type { WalletListItem } from '@foyer/core'
import { iconRadius, monogramTile } from '../../ui/walletIconStyle.js'
import type { WalletRowChain, WalletRowModel } from '../walletRowModel.js'

export interface PooledWalletRow {
  /** The wallet's position in the whole list (0-based): aria-posinset is this + 1. */
  index: number
  /** The row's offset from the top of the list, px. */
  start: number
  wallet: WalletListItem
  model: WalletRowModel
}

export interface WalletRowPoolOptions {
  /** Called with the wallet a row shows when its button is pressed. Read at the press, so it may change. */
  onSelect: (wallet: WalletListItem) => void
  /** Unique on the page: the rows' element ids (their descriptions) start with it. */
  idPrefix: string
  /** Each row's height, px (its gap included). */
  rowHeight: number
}

export interface WalletRowPool {
  /** Shows exactly `rows` (the visible window), `setSize` being the length of the whole list. */
  update(rows: readonly PooledWalletRow[], setSize: number): void
  /** Removes every row the pool added to the list. */
  destroy(): void
}

// What is drawn for a wallet's icon.
type IconSpec =
  | { kind: 'monogram'; name: string }
  | { kind: 'image'; name: string; src: string }
  | { kind: 'lazy'; name: string; src: string }

interface Slot {
  li: HTMLLIElement
  /** The li's `foyer-row`: the button, then its descriptions and badge. */
  row: HTMLElement
  button: HTMLButtonElement
  nameText: Text
  badgeId: string
  chainsId: string
  wallet: WalletListItem
  index: number
  // What was last written, so that an update writes only what differs.
  start: number
  setSize: number
  icon: { spec: IconSpec; key: string; element: HTMLElement } | undefined
  /** The image source that failed to load in this row: its monogram shows instead (as WalletIcon does). */
  failedSrc: string | undefined
  marks: { key: string; element: HTMLElement; description: HTMLElement } | undefined
  badge: { text: string; highlighted: boolean; element: HTMLElement } | undefined
  describedBy: string
}

const ICON_SIZE = 40
const MARK_SIZE = 16
const SPARE_ICONS = 96
const STASHED_ROWS = 24

const iconKey = (spec: IconSpec): string =>
  spec.kind === 'monogram' ? `m\u0000${spec.name}` : `${spec.kind}\u0000${spec.name}\u0000${spec.src}`

export function createWalletRowPool(list: HTMLElement, options: WalletRowPoolOptions): WalletRowPool {
  const doc = list.ownerDocument
  const slots: Slot[] = []
  /** Rows taken out of the list, to be used again. */
  const stash: Slot[] = []
  const owned = new WeakSet<Node>()
  let serial = 0

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string): HTMLElementTagNameMap[K] => {
    const el = doc.createElement(tag)
    if (className) el.className = className
    return el
  }

  const monogramElement = (name: string, size: number, round = false): HTMLElement => {
    const tile = monogramTile(name, size, round)
    const span = element('span', 'foyer-icon foyer-monogram')
    span.setAttribute('aria-hidden', 'true')
    span.setAttribute('data-monogram', tile.letters)
    applyTileStyle(span, tile.style)
    return span
  }

  const imageElement = (src: string, size: number, round = false): HTMLImageElement => {
    const img = element('img', 'foyer-icon')
    // Attributes rather than properties: what WalletIcon's markup has (and all that jsdom reflects).
    img.setAttribute('src', src)
    img.setAttribute('alt', '')
    img.setAttribute('width', String(size))
    img.setAttribute('height', String(size))
    img.setAttribute('draggable', 'false')
    img.style.width = `${size}px`
    img.style.height = `${size}px`
    img.style.borderRadius = iconRadius(size, round)
    return img
  }

  // A chain mark (WalletIcon at 16px, round): its image, or its monogram when it has none or the image fails.
  const markElement = (chain: WalletRowChain): HTMLElement => {
    if (!chain.imageUrl) return monogramElement(chain.name, MARK_SIZE, true)
    const img = imageElement(chain.imageUrl, MARK_SIZE, true)
    img.addEventListener('error', () => img.replaceWith(monogramElement(chain.name, MARK_SIZE, true)), { once: true })
    return img
  }

  // A directory wallet's icon (LazyWalletIcon): the monogram underneath until the image has loaded, and all that
  // shows if it fails; fetched lazily and decoded off the main thread.
  const lazyIconElement = (name: string, src: string): HTMLElement => {
    const holder = element('span', 'foyer-lazy-icon')
    holder.setAttribute('data-state', 'loading')
    holder.style.cssText = `position: relative; display: inline-flex; flex: none; width: ${ICON_SIZE}px; height: ${ICON_SIZE}px;`
    const tile = monogramElement(name, ICON_SIZE)
    const img = imageElement(src, ICON_SIZE)
    img.setAttribute('loading', 'lazy')
    img.setAttribute('decoding', 'async')
    img.style.position = 'absolute'
    img.style.inset = '0'
    img.addEventListener('load', () => {
      holder.setAttribute('data-state', 'loaded')
      tile.remove()
    })
    img.addEventListener('error', () => {
      holder.setAttribute('data-state', 'failed')
      img.remove()
    })
    holder.append(tile, img)
    return holder
  }

  const iconSpec = (slot: Slot, wallet: WalletListItem): IconSpec => {
    if (wallet.directory) return { kind: 'lazy', name: wallet.name, src: wallet.directory.imageUrl }
    if (wallet.imageUrl && wallet.imageUrl !== slot.failedSrc)
      return { kind: 'image', name: wallet.name, src: wallet.imageUrl }
    return { kind: 'monogram', name: wallet.name }
  }

  // Icons no row shows at the moment, by what they draw, kept to be shown again. Typing on and erasing brings back the
  // same wallets; a kept icon is moved back in as it is: an image already decoded (setting an <img>'s source parses an
  // SVG icon again, traced at ~0.3 ms a row at 4× CPU), a directory icon already loaded.
  const spareIcons = new Map<string, HTMLElement>()
  const iconOwner = new WeakMap<HTMLElement, Slot>()
  const keepIcon = (key: string, icon: HTMLElement): void => {
    spareIcons.delete(key)
    spareIcons.set(key, icon)
    // The oldest go first; enough for a few screens of rows.
    if (spareIcons.size > SPARE_ICONS) spareIcons.delete(spareIcons.keys().next().value!)
  }

  const buildIcon = (spec: IconSpec): HTMLElement => {
    if (spec.kind === 'lazy') return lazyIconElement(spec.name, spec.src)
    if (spec.kind === 'monogram') return monogramElement(spec.name, ICON_SIZE)
    const img = imageElement(spec.src, ICON_SIZE)
    img.addEventListener('error', () => {
      // Whichever row shows this image now falls back to its monogram, and the image is not kept.
      spareIcons.delete(iconKey(spec))
      const slot = iconOwner.get(img)
      if (!slot || slot.icon?.element !== img) return
      slot.failedSrc = spec.src
      patchIcon(slot)
    })
    return img
  }

  const patchIcon = (slot: Slot): void => {
    const spec = iconSpec(slot, slot.wallet)
    const key = iconKey(spec)
    const current = slot.icon
    if (current?.key === key) return
    const icon = spareIcons.get(key) ?? buildIcon(spec)
    spareIcons.delete(key)
    iconOwner.set(icon, slot)
    if (current) {
      current.element.replaceWith(icon)
      // An image that failed is not kept: WalletIcon would not show it again for that source either.
      if (!(current.spec.kind === 'image' && current.spec.src === slot.failedSrc))
        keepIcon(current.key, current.element)
    } else slot.button.prepend(icon)
    slot.icon = { spec, key, element: icon }
  }

  const patchMarks = (slot: Slot, chains: readonly WalletRowChain[]): void => {
    const key = chains.map((c) => `${c.namespace}\u0000${c.name}\u0000${c.imageUrl ?? ''}`).join('\u0001')
    if ((slot.marks?.key ?? '') === key) return
    slot.marks?.element.remove()
    slot.marks?.description.remove()
    slot.marks = undefined
    if (chains.length === 0) return
    const marks = element('span', 'foyer-chain-marks')
    marks.setAttribute('aria-hidden', 'true')
    marks.append(...chains.map(markElement))
    slot.button.append(marks)
    const description = element('span', 'foyer-sr-only')
    description.id = slot.chainsId
    description.textContent = chains.map((c) => c.name).join(', ')
    // After the button, before the badge: WalletRow's order.
    slot.button.after(description)
    slot.marks = { key, element: marks, description }
  }

  const patchBadge = (slot: Slot, text: string | undefined, highlighted: boolean): void => {
    const current = slot.badge
    if (!text) {
      current?.element.remove()
      slot.badge = undefined
      return
    }
    const badge = current?.element ?? element('span', 'foyer-badge foyer-row-badge')
    if (!current) {
      badge.id = slot.badgeId
      slot.row.append(badge)
    }
    if (current?.text !== text) badge.textContent = text
    if (!current || current.highlighted !== highlighted) {
      if (highlighted) badge.removeAttribute('data-kind')
      else badge.setAttribute('data-kind', 'muted')
    }
    slot.badge = { text, highlighted, element: badge }
  }

  const createSlot = (row: PooledWalletRow): Slot => {
    const n = serial++
    const li = element('li', 'foyer-virtual-row')
    li.style.height = `${options.rowHeight}px`
    const container = element('div', 'foyer-row')
    const button = element('button', 'foyer-item')
    button.type = 'button'
    const name = element('span', 'foyer-item-name')
    const nameText = doc.createTextNode('')
    name.append(nameText)
    button.append(name)
    container.append(button)
    li.append(container)
    const slot: Slot = {
      li,
      row: container,
      button,
      nameText,
      badgeId: `${options.idPrefix}-${n}-badge`,
      chainsId: `${options.idPrefix}-${n}-chains`,
      wallet: row.wallet,
      index: -1,
      start: Number.NaN,
      setSize: -1,
      icon: undefined,
      failedSrc: undefined,
      marks: undefined,
      badge: undefined,
      describedBy: '',
    }
    button.addEventListener('click', () => options.onSelect(slot.wallet))
    owned.add(li)
    list.insertBefore(li, firstForeign())
    return slot
  }

  const patch = (slot: Slot, row: PooledWalletRow, setSize: number): void => {
    const { wallet, model } = row
    const previous = slot.wallet
    const fresh = slot.index === -1
    slot.wallet = wallet
    if (slot.index !== row.index) {
      slot.index = row.index
      slot.li.setAttribute('aria-posinset', String(row.index + 1))
    }
    if (slot.setSize !== setSize) {
      slot.setSize = setSize
      slot.li.setAttribute('aria-setsize', String(setSize))
    }
    if (slot.start !== row.start) {
      slot.start = row.start
      slot.li.style.transform = `translateY(${row.start}px)`
    }
    if (fresh || previous.name !== wallet.name) {
      slot.nameText.data = wallet.name
      slot.button.setAttribute('aria-label', wallet.name)
    }
    if (fresh || previous.id !== wallet.id) {
      slot.button.setAttribute('data-wallet-id', wallet.id)
      slot.failedSrc = undefined
    }
    patchIcon(slot)
    patchMarks(slot, model.chains)
    patchBadge(slot, model.badge, model.highlighted)
    const describedBy = [model.badge ? slot.badgeId : '', model.chains.length > 0 ? slot.chainsId : '']
      .filter(Boolean)
      .join(' ')
    if (fresh || slot.describedBy !== describedBy) {
      slot.describedBy = describedBy
      if (describedBy) slot.button.setAttribute('aria-describedby', describedBy)
      else slot.button.removeAttribute('aria-describedby')
      if (model.badge) slot.button.setAttribute('data-badged', '')
      else slot.button.removeAttribute('data-badged')
    }
  }

  // The first node in the list the pool does not own (React's "loading more" row), which stays after the wallets.
  const firstForeign = (): ChildNode | null => {
    let node = list.firstChild
    while (node && owned.has(node)) node = node.nextSibling
    return node
  }

  const focused = (slot: Slot): boolean => {
    const root = slot.li.getRootNode() as Document | ShadowRoot
    const active = root.activeElement
    return active !== null && slot.li.contains(active)
  }

  return {
    update(rows, setSize) {
      const byIndex = new Map(slots.map((slot) => [slot.index, slot]))
      const wanted = new Set(rows.map((row) => row.index))
      // Rows no longer in the window are reused for the new ones, except one holding the focus: that one is removed
      // (as React would), so the focus never stays on a button that now shows another wallet.
      const spare = [...stash, ...slots.filter((slot) => !wanted.has(slot.index) && !focused(slot))]
      stash.length = 0
      // A spare row that showed this very wallet is taken first: it needs no writing at all.
      const takeSpare = (wallet: WalletListItem): Slot | undefined => {
        const same = spare.findIndex((slot) => slot.wallet.id === wallet.id)
        return same >= 0 ? spare.splice(same, 1)[0] : spare.pop()
      }
      const next: Slot[] = []
      const placed = new Set<Slot>()
      for (const row of rows) {
        const kept = byIndex.get(row.index)
        const slot = kept ?? takeSpare(row.wallet) ?? createSlot(row)
        if (!kept) placed.add(slot)
        patch(slot, row, setSize)
        next.push(slot)
      }
      for (const slot of new Set([...slots, ...spare]))
        if (!next.includes(slot)) {
          slot.li.remove()
          // Kept out of the document, icon and all, for the next rows: a query that matches nothing, then one that
          // matches again, does not build every row and icon anew.
          if (stash.length < STASHED_ROWS) stash.push(slot)
        }
      slots.splice(0, slots.length, ...next)
      // The document's order is the order of Tab and of a screen reader. Rows that kept their wallet's position are
      // in order already and stay put (moving an element takes its focus away); reused and new rows are moved in
      // between them, from the last row up.
      let after = firstForeign()
      for (let i = next.length - 1; i >= 0; i--) {
        const slot = next[i]!
        if (placed.has(slot) && (slot.li.parentNode !== list || slot.li.nextSibling !== after))
          list.insertBefore(slot.li, after)
        after = slot.li
      }
    },
    destroy() {
      for (const slot of slots) slot.li.remove()
      slots.length = 0
      stash.length = 0
      spareIcons.clear()
    },
  }
}

function applyTileStyle(
  element: HTMLElement,
  style: { width: number; height: number; borderRadius: string; fontSize: number; background: string },
): void {
  element.style.width = `${style.width}px`
  element.style.height = `${style.height}px`
  element.style.borderRadius = style.borderRadius
  element.style.fontSize = `${style.fontSize}px`
  element.style.background = style.background
}
