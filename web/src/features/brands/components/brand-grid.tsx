import type { Brand } from '@questboard/contract/brands';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { BrandCard } from './brand-card';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Brand cards in a responsive grid. */
export function BrandGrid({ brands, className }: { brands: Brand[]; className?: string }) {
  return (
    <ul className={cn(grid, className)}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <BrandCard brand={brand} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's loading state. */
export function BrandGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-2xl ring-1 ring-zinc-800">
          <Skeleton className="h-24 rounded-none" />
          <div className="flex flex-col gap-3 px-4 pb-4">
            <Skeleton className="-mt-8 size-16 rounded-2xl" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
