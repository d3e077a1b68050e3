import { createContext, useContext } from 'react'

/**
 * Whether the dialog a component renders in is off the page: rendered ahead of the modal's next open
 * (useStagedDialog). An object read when it matters rather than a value: the dialog coming onto the page must not
 * render anything again, which a changed context value would.
 */
export interface OffPage {
  readonly current: boolean
}

/** Outside a staged dialog (the modal open, a button on the page): never off the page. */
export const ON_PAGE: OffPage = { current: false }

export const OffPageContext = createContext<OffPage>(ON_PAGE)

export function useOffPage(): OffPage {
  return useContext(OffPageContext)
}
