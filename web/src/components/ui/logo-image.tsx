import { cn } from '../../lib/cn';

/** A square logo (brands, backers), or the name's initial on a coloured square when there is none. Size via className. */
export function LogoImage({ src, name, className }: { src: string | null; name: string | null; className?: string }) {
  const base = 'shrink-0 rounded-xl object-cover';
  if (src) return <img src={src} alt="" className={cn(base, 'bg-zinc-800', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'flex items-center justify-center bg-violet-600 font-bold text-white', className)}
    >
      {(name ?? '?').trim().charAt(0).toUpperCase()}
    </span>
  );
}
