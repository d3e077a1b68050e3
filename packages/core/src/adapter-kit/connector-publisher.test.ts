import { describe, expect, it } from 'vitest'
import type { Connector } from '../types.js'
import { createConnectorPublisher } from './connector-publisher.js'

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chains: ['eip155'],
  installed: true,
}
const phantom: Connector = {
  id: 'app.phantom',
  name: 'Phantom',
  type: 'ANNOUNCED',
  chains: ['eip155'],
  installed: true,
}

describe('createConnectorPublisher', () => {
  it('publishes a list once, and again only when it changes', () => {
    const published: Connector[][] = []
    const publish = createConnectorPublisher((list) => published.push(list))
    publish([metamask])
    publish([{ ...metamask }])
    publish([metamask, phantom])
    publish([metamask, phantom])
    publish([{ ...metamask, installed: false }, phantom])
    publish([])
    expect(published.map((list) => list.map((c) => `${c.id}:${c.installed}`))).toEqual([
      ['io.metamask:true'],
      ['io.metamask:true', 'app.phantom:true'],
      ['io.metamask:false', 'app.phantom:true'],
      [],
    ])
  })
})
