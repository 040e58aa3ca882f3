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
  let generation = 0;
  const forget = () => {
    generation += 1;
    memos.clear();
  };
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);

  const memoized = (lng: unknown, ns: unknown, keyPrefix: unknown, options?: { scopeNs?: string[] }) => {
    const fixedT = () => getFixedT(lng, ns, keyPrefix, options);
    if (typeof lng !== 'string' || typeof ns !== 'string' || keyPrefix) return fixedT();
    const id = [lng, ns, ...(options?.scopeNs ?? [])].join('\n');
    let t = memos.get(id);
    if (!t) {
      const fixed = fixedT();
      const texts = new Map<string, unknown>();
      let known = generation;
      t = (key, ...rest) => {
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
      Object.assign(t, { lng, ns });
      memos.set(id, t);
    }
    return t;
  };
  instance.getFixedT = memoized as unknown as typeof instance.getFixedT;
}
