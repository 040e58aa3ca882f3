export function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <div className="h-16 w-64 animate-pulse rounded-xl bg-zinc-800" />
      <div className="h-10 animate-pulse rounded-lg bg-zinc-800" />
      <div className="h-10 animate-pulse rounded-lg bg-zinc-800" />
    </div>
  );
}
