import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver loaded on first use, with `preload` to start loading it earlier. */
export interface LazyResolver<TValues extends FieldValues> {
  resolver: Resolver<TValues>;
  preload: () => void;
}

/**
 * A resolver whose module (the form's zod schema, and zod) is imported when the form first validates
 * or `preload` is called, not with the page: the sign-in page renders without zod (docs/web.md). The
 * import is made once; a failed import is tried again at the next validation.
 */
export function lazyResolver<TValues extends FieldValues>(
  load: () => Promise<Resolver<TValues>>,
): LazyResolver<TValues> {
  let loading: Promise<Resolver<TValues>> | null = null;
  const get = (): Promise<Resolver<TValues>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
