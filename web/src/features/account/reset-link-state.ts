import { type ResetLinkCheck, failureText } from '@more/core';

/** What the reset page shows for its link, once checked. */
export type ResetLinkState =
  | { readonly status: 'checking' }
  | { readonly status: 'valid'; readonly email: string }
  /** Unknown, used or expired: the page offers a new link. */
  | { readonly status: 'invalid'; readonly message: string }
  /** Not checked (offline, server trouble): the page offers to try again. */
  | { readonly status: 'unreachable'; readonly message: string };

/**
 * A refusal or a "not found" means the link itself is no good (the mock
 * answers 422 naming `token`); any other failure says nothing about the link.
 */
export const resetLinkState = (check: ResetLinkCheck): ResetLinkState => {
  if (check.ok) return { status: 'valid', email: check.email };
  const { failure } = check;
  return failure.kind === 'rejected' || failure.kind === 'not-found'
    ? { status: 'invalid', message: failureText(failure) }
    : { status: 'unreachable', message: failureText(failure) };
};
