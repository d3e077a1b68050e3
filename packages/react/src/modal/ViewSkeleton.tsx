import type { ReactElement } from 'react'
import { Skeleton } from '../ui/Spinner.js'

/** What a view looks like while its chunk loads: rows the shape of a wallet list, never a blank box. */
export function ViewSkeleton({ label }: { label: string }): ReactElement {
  return (
    <div className="foyer-stack" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="foyer-skeleton-item">
          <Skeleton width={40} height={40} radius={12} />
          <Skeleton width={`${55 - i * 10}%`} height={14} />
        </div>
      ))}
    </div>
  )
}
