/** The shape of a Greek bundle: every key of the English one, each a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
