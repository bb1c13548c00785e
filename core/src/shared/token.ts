declare const tokenType: unique symbol;

/**
 * Identifies a port (or any dependency) without tying core to a DI library.
 * The phantom type lets the composition root check that what it binds to a
 * token really implements the port.
 */
export type Token<T> = symbol & { readonly [tokenType]?: T };

export const token = <T>(description: string): Token<T> => Symbol(description);
