import { lazy, Suspense, useEffect, useState } from 'react';

// The quest cards need the API client; they load after the landing page's first paint.
const FeaturedQuests = lazy(() =>
  import('../../features/quests/components/featured-quests').then((m) => ({ default: m.FeaturedQuests })),
);

/** Featured quests under the landing content, fetched once the page has painted. */
export function FeaturedSection() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <FeaturedQuests />
    </Suspense>
  );
}
