import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CallName } from '@more/adapters/wire';
import ts from 'typescript';

/** The adapter method that makes a call: where the OpenAPI operation's id and description come from. */
export interface AdapterMethod {
  /** The class without its `Http` prefix, e.g. `CartApi`. */
  readonly className: string;
  /** e.g. `checkStock`. */
  readonly method: string;
  /** Path from the repository's root, e.g. `adapters/src/http/cart/http-cart-api.ts`. */
  readonly file: string;
  /** The method's doc comment, when it has one. */
  readonly doc: string | null;
}

const httpFolder = fileURLToPath(new URL('../../../adapters/src/http/', import.meta.url));

/**
 * Reads the adapters' source (TypeScript's parser, no type checking) for each
 * `this.api.call(<call>, …)` and the class method it sits in. The call is a
 * string literal or a constant of the same file. A call made by two methods
 * is named after the first; each method's calls keep their order.
 */
export const adapterMethodsByCall = (): ReadonlyMap<CallName, AdapterMethod> => {
  const found = new Map<CallName, AdapterMethod>();
  for (const folder of readdirSync(httpFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const files = readdirSync(`${httpFolder}${folder.name}`).filter((name) => /^http-.*\.ts$/.test(name) && !name.endsWith('.test.ts'));
    for (const name of files.sort()) {
      const path = `${httpFolder}${folder.name}/${name}`;
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const [call, method] of callsIn(source, `adapters/src/http/${folder.name}/${name}`)) {
        if (!found.has(call)) found.set(call, method);
      }
    }
  }
  return found;
};

const callsIn = (source: ts.SourceFile, file: string): [CallName, AdapterMethod][] => {
  const constants = fileConstants(source);
  const calls: [CallName, AdapterMethod][] = [];
  const visit = (node: ts.Node, where: { className: string; method: ts.MethodDeclaration } | null) => {
    if (ts.isClassDeclaration(node) && node.name) {
      for (const member of node.members) {
        if (ts.isMethodDeclaration(member)) visit(member, { className: node.name.text, method: member });
      }
      return;
    }
    if (where && ts.isCallExpression(node) && node.expression.getText(source) === 'this.api.call') {
      const first = node.arguments[0];
      const call = first && (ts.isStringLiteralLike(first) ? first.text : ts.isIdentifier(first) ? constants.get(first.text) : undefined);
      if (call) {
        calls.push([
          call as CallName,
          { className: where.className.replace(/^Http/, ''), method: where.method.name.getText(source), file, doc: docOf(where.method) },
        ]);
      }
    }
    ts.forEachChild(node, (child) => visit(child, where));
  };
  visit(source, null);
  return calls;
};

/** `const SAVE_ORDER = 'POST more/transaction/order'` (also typed, or `as const`). */
const fileConstants = (source: ts.SourceFile): Map<string, string> => {
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
      if (ts.isIdentifier(declaration.name) && value && ts.isStringLiteralLike(value)) constants.set(declaration.name.text, value.text);
    }
  }
  return constants;
};

const docOf = (method: ts.MethodDeclaration): string | null => {
  const doc = ts.getJSDocCommentsAndTags(method).find(ts.isJSDoc);
  const text = doc ? ts.getTextOfJSDocComment(doc.comment) : undefined;
  return text ? text.replace(/\s*\n\s*/g, ' ').trim() : null;
};
