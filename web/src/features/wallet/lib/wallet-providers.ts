import { createStore, type EIP6963ProviderDetail, type Store } from 'mipd';
import { useSyncExternalStore } from 'react';

/** The EIP-1193 provider a browser wallet injects (as `window.ethereum`, or announced through EIP-6963). */
export interface InjectedProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: InjectedProvider;
  }
}

/** A wallet the browser offers: announced by EIP-6963, or the legacy `window.ethereum` alone. */
export interface BrowserWallet {
  id: string;
  name: string;
  icon: string | null;
  provider: InjectedProvider;
}

const LEGACY_ID = 'window.ethereum';
let store: Store | undefined;
let chosenId: string | null = null;
const choiceListeners = new Set<() => void>();
let snapshot: BrowserWallet[] = [];

function walletsStore(): Store {
  // Created on first use (the wallet pages), so no other page asks the extensions to announce themselves.
  store ??= createStore();
  return store;
}

function readWallets(details: readonly EIP6963ProviderDetail[]): BrowserWallet[] {
  const announced = details.map((d) => ({
    id: d.info.uuid,
    name: d.info.name,
    icon: d.info.icon || null,
    provider: d.provider as InjectedProvider,
  }));
  if (announced.length > 0 || typeof window === 'undefined' || !window.ethereum) return announced;
  return [{ id: LEGACY_ID, name: 'Browser wallet', icon: null, provider: window.ethereum }];
}

function subscribe(listener: () => void): () => void {
  const stop = walletsStore().subscribe(
    (details) => {
      snapshot = readWallets(details);
      listener();
    },
    { emitImmediately: true },
  );
  choiceListeners.add(listener);
  return () => {
    stop();
    choiceListeners.delete(listener);
  };
}

/** The wallets this browser has (EIP-6963), updated as extensions announce themselves. */
export function useBrowserWallets(): { wallets: BrowserWallet[]; chosen: BrowserWallet | null } {
  const wallets = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  const chosenKey = useSyncExternalStore(
    subscribe,
    () => chosenId,
    () => null,
  );
  return { wallets, chosen: wallets.find((w) => w.id === chosenKey) ?? wallets[0] ?? null };
}

/** Uses this wallet for the next connection, signature and transfer. */
export function chooseWallet(id: string): void {
  chosenId = id;
  for (const listener of choiceListeners) listener();
}

/** The wallet the person chose, else the first one the browser announced, else none. */
export function chosenProvider(): InjectedProvider | null {
  snapshot = readWallets(walletsStore().getProviders());
  return (snapshot.find((w) => w.id === chosenId) ?? snapshot[0])?.provider ?? null;
}
