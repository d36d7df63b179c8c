/** Every member of T is a method that returns a promise (what `onDemand` can stand in for). */
type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * An object that stands in for the one `load` makes, importing it on its first call
 * (docs/decisions/performance/area-loads.md): `load` does `await import()` of the module that holds a
 * heavy package (the S3 client and presigner, Cognito, file-type), which the Lambda bundle then keeps in
 * a file of its own, read from disk by the first operation that calls a method, not on cold start.
 * `methods` names every member (the type makes the list complete), so the stand-in is a plain object
 * that can be spread and wrapped like the real one. A failed import is tried again on the next call.
 */
export function onDemand<T extends AsyncMethods<T>>(
  load: () => Promise<T>,
  methods: { readonly [K in keyof T]: true },
): T {
  let loading: Promise<T> | undefined;
  const real = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const standIn: Partial<Record<keyof T, unknown>> = {};
  for (const name of Object.keys(methods) as (keyof T)[]) {
    standIn[name] = async (...args: never[]) => {
      const target = await real();
      return (target[name] as (...args: never[]) => Promise<unknown>)(...args);
    };
  }
  return standIn as T;
}
