// The ports the build-level tests serve on: the few after E2E_PORT (the browser tests' port, which a
// machine running several checks at once sets apart for each), one for each server a test starts.
const base = Number(process.env.E2E_PORT ?? 4430);

export const buildTestPorts = {
  privateProject: base + 1,
  analyticsSite: base + 2,
  providersSite: base + 4,
  newOwnerSite: base + 6,
} as const;
