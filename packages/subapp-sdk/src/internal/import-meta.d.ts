// Vite defines import.meta.env (the example app sees Vite's own type); other bundlers leave it
// undefined. Declared here so the package type-checks on its own, without Vite's types.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments the global interface
interface ImportMeta {
  readonly env?: Readonly<Record<string, unknown>>;
}
