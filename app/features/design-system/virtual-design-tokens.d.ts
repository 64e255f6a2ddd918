declare module 'virtual:design-tokens' {
  // An ambient module cannot import by a relative path: the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type DesignTokensModule = import('./built-tokens.ts').DesignTokensModule;
  const tokens: DesignTokensModule;
  export default tokens;
  // Each part by name too: code that reads only some carries only those.
  export const themes: DesignTokensModule['themes'];
  export const groups: DesignTokensModule['groups'];
  export const descriptions: DesignTokensModule['descriptions'];
  export const accents: DesignTokensModule['accents'];
  export const propertiesByClass: DesignTokensModule['propertiesByClass'];
}
