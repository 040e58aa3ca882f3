import { type ComponentProps, lazy, Suspense } from 'react';

// The balance needs the API client, which stays out of the first-paint bundle (see SessionBootstrap).
const HeaderBalance = lazy(() =>
  import('../features/wallet/components/header-balance').then((m) => ({ default: m.HeaderBalance })),
);

/** The header's balance link, loaded on demand for signed-in users only. */
export function LazyHeaderBalance(props: ComponentProps<typeof HeaderBalance>) {
  return (
    <Suspense fallback={null}>
      <HeaderBalance {...props} />
    </Suspense>
  );
}
