import { MatchersV3 } from '@pact-foundation/pact';

const { string } = MatchersV3;

/** The body of a refusal. */
export const refused = (message: string) => ({ success: false, message: string(message) });
