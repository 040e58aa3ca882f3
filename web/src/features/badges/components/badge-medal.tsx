import lucide from 'virtual:icons/lucide?award,trophy,medal,star,rocket,flame,crown,gem,heart,zap,sparkles,target';
import type { BadgeAward } from '@questboard/contract/badges';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

/** A badge's round medal: its brand's image when it has one, else its icon. */
export function BadgeMedal({ badge, className }: { badge: Pick<BadgeAward, 'icon' | 'image'>; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-violet-500 to-amber-400 p-0.5',
        className,
      )}
    >
      <span className="flex size-full items-center justify-center rounded-full bg-zinc-950">
        {badge.image ? (
          <img src={badge.image} alt="" className="size-full rounded-full object-cover" />
        ) : (
          <Icon set={lucide} name={badge.icon} className="size-1/2 text-amber-300" />
        )}
      </span>
    </span>
  );
}
