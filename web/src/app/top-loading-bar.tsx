import { PROGRESS_BAR } from '@questboard/contract/constants';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Navigation progress: appears only after the throttle, creeps toward 90% over `durationMs`, then finishes. */
export function TopLoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<'hidden' | 'running' | 'done'>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === 'running' ? 'done' : 'hidden'));
    const timer = setTimeout(() => setPhase('hidden'), 300);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50"
      style={{ height: PROGRESS_BAR.height }}
    >
      <div
        className="h-full bg-violet-400 shadow-[0_0_8px] shadow-violet-400"
        style={{
          width: phase === 'done' ? '100%' : '90%',
          transition: `width ${phase === 'done' ? 200 : PROGRESS_BAR.durationMs}ms ease-out`,
          animation: phase === 'running' ? `qb-progress ${PROGRESS_BAR.durationMs}ms ease-out` : undefined,
        }}
      />
      <style>{'@keyframes qb-progress{from{width:0}to{width:90%}}'}</style>
    </div>
  );
}
