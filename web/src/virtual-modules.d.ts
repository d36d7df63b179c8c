/** Computed from the contract's operation table when the app is built (see vite.config.ts). */
declare module 'virtual:careshift/operation-ids' {
  /** Every operation id of the table. */
  export const operationIds: readonly string[];
  /** Method and path of each public operation, by id. */
  export const publicRoutes: Readonly<Record<string, { method: string; path: string }>>;
}

declare module 'virtual:careshift/operation-loaders' {
  /** Each operation id of the table → a function importing only the contract module that defines it. */
  export const operationLoaders: Readonly<
    Record<string, () => Promise<import('@careshift/contract/operation').Operation>>
  >;
}

/** TopNavigation's and Flashbar's context tokens (web/base-theme-split.ts). */
declare module 'virtual:careshift/shell-contexts.css';

/** Asia/Nicosia's years around the build, read when the app is built (web/nicosia-zone.ts). */
declare module 'virtual:careshift/nicosia-zone' {
  export const nicosiaZoneYears: readonly import('@careshift/domain/time/nicosia-offset').NicosiaZoneYear[];
}
