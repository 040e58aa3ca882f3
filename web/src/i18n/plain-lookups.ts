import type { i18n as I18n } from 'i18next';

type AnyT = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * Answers the plain lookups of react-i18next's `t` — a key and nothing else, most calls in a render — from a memo per
 * language and namespace, forgotten whenever the language or the strings change. i18next's fixed `t` copies its
 * whole options object on every call and then resolves the key afresh (≈ 25 µs a call on this project's 2-core
 * box), and on a quest page the translations were a quarter of the first render's task. A call with anything more
 * (count, values, a default) goes to i18next's own fixed `t` as before.
 */
export function memoizePlainLookups(instance: I18n): void {
  // i18next's own, untyped: the app's typed one takes no fourth argument, which react-i18next passes.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT;
  const memos = new Map<string, AnyT>();
  // Every memo checks it before answering, so a `t` handed out before a change forgets what it knew too.
  let generation = 0;
  const forget = () => {
    generation += 1;
  };
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);

  /** i18next's fixed `t` for this language and namespace, answering plain lookups from a memo. */
  function plainLookups(fixed: AnyT, lng: string, ns: string): AnyT {
    const texts = new Map<string, unknown>();
    let known = generation;
    const t: AnyT = (key, ...rest) => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
      if (known !== generation) {
        texts.clear();
        known = generation;
      }
      if (texts.has(key)) return texts.get(key);
      const text = instance.t(key, { lng, ns });
      texts.set(key, text);
      return text;
    };
    return Object.assign(t, { lng, ns });
  }

  const memoized = (lng: unknown, ns: unknown, keyPrefix: unknown, options?: { scopeNs?: string[] }) => {
    if (typeof lng !== 'string' || typeof ns !== 'string' || keyPrefix) return getFixedT(lng, ns, keyPrefix, options);
    const id = [lng, ns, ...(options?.scopeNs ?? [])].join('\n');
    let t = memos.get(id);
    if (!t) {
      t = plainLookups(getFixedT(lng, ns, keyPrefix, options), lng, ns);
      memos.set(id, t);
    }
    return t;
  };
  instance.getFixedT = memoized as unknown as typeof instance.getFixedT;
}
