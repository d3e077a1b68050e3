// In-process event bus. Events stay on the page: the host reads them with subscribeEvents, and only an analytics sink
// the host passes itself ever sees them leave.
import type { FoyerEvent, FoyerEventName, Logger } from './types.js'

export interface EventBus {
  emit(event: FoyerEventName, properties?: Record<string, unknown>): void
  subscribe(listener: (event: FoyerEvent) => void): () => void
}

export function createEventBus(sink: ((event: FoyerEvent) => void) | undefined, logger: Logger): EventBus {
  const listeners = new Set<(event: FoyerEvent) => void>()
  const deliver = (listener: (event: FoyerEvent) => void, event: FoyerEvent) => {
    try {
      listener(event)
    } catch (error) {
      // A host listener's bug must not break the modal.
      logger.error('Foyer: an event listener threw', error)
    }
  }
  return {
    emit(name, properties) {
      const event: FoyerEvent = properties
        ? { event: name, properties, timestamp: Date.now() }
        : { event: name, timestamp: Date.now() }
      for (const listener of [...listeners]) deliver(listener, event)
      if (sink) deliver(sink, event)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
