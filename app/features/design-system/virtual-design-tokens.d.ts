declare module 'virtual:design-tokens' {
  // An ambient module cannot import by a relative path: the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const tokens: import('../../../tools/build/design-tokens/design-tokens-plugin').DesignTokensModule;
  export default tokens;
}
