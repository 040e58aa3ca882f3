import { cn } from '../../lib/cn';

export function Avatar({ src, name, className }: { src: string | null | undefined; name: string; className?: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return src ? (
    <img src={src} alt="" className={cn('size-9 rounded-full object-cover ring-1 ring-zinc-700', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-violet-600 font-semibold text-white',
        className,
      )}
    >
      {initial}
    </span>
  );
}
