/** The workspace packages, in the order their layers depend on each other. */
export const packages = ['core', 'adapters', 'mock-server', 'web', 'contracts', 'tests'] as const;
export type PackageName = (typeof packages)[number];
