// A stack of named views. The router only moves between views; opening and closing the modal is the client's.
import type { StoreApi } from 'zustand/vanilla'
import type { Router, RouterData, RouterState, ViewName } from './types.js'
import { isViewName } from './views.js'

export class UnknownViewError extends Error {
  constructor(view: unknown) {
    super(`Unknown view: ${JSON.stringify(view)}`)
    this.name = 'UnknownViewError'
  }
}

function check(view: unknown): asserts view is ViewName {
  if (!isViewName(view)) throw new UnknownViewError(view)
}

export function createRouter(store: StoreApi<RouterState>, onExitRoot: () => void): Router {
  return {
    push(view, data) {
      check(view)
      const { view: current, data: currentData, history } = store.getState()
      store.setState({ view, data, history: [...history, { view: current, data: currentData }] })
    },
    replace(view, data) {
      check(view)
      store.setState({ view, data })
    },
    goBack() {
      const { history } = store.getState()
      const previous = history[history.length - 1]
      if (!previous) return onExitRoot()
      store.setState({ view: previous.view, data: previous.data, history: history.slice(0, -1) })
    },
    reset(view: ViewName, data?: RouterData) {
      check(view)
      store.setState({ view, data, history: [] })
    },
  }
}
