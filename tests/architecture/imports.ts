import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import ts from 'typescript';
import { type PackageRule, testOnlyModules } from './boundaries';

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

export interface Violation {
  readonly file: string;
  readonly rule: string;
}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** A file's syntax tree, made once however many checks read it (parsing is what the boundary check spends its time on). */
const parsed = new WeakMap<SourceFile, ts.SourceFile>();
const syntaxOf = (file: SourceFile): ts.SourceFile => {
  let tree = parsed.get(file);
  if (!tree) parsed.set(file, (tree = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true)));
  return tree;
};

export const isTestFile = (path: string) => /\.(test|spec|fixture|fake)\.tsx?$|\/testing\.ts$|\/test-setup\.ts$/.test(path);

/** Every module a file imports: static, dynamic, re-exports and `import type` alike. */
export const importsOf = (file: SourceFile): string[] =>
  ts.preProcessFile(file.text, true, true).importedFiles.map((imported) => imported.fileName);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export const packageOf = (specifier: string): string => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

/** Identifiers used as free variables (`window.x`, `document`), not as property names (`a.window`). */
export const globalsUsed = (file: SourceFile, names: readonly string[]): string[] => {
  const wanted = new Set(names);
  const found = new Set<string>();
  const source = syntaxOf(file);
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && wanted.has(node.text)) {
      const parent = node.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isPropertySignature(parent) ||
        ts.isPropertyDeclaration(parent) ||
        (ts.isMethodDeclaration(parent) && parent.name === node) ||
        ts.isImportSpecifier(parent);
      if (!isPropertyName) found.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
};

/** How many decorators (`@injectable()`, `@inject(Token)`, …) a file's classes carry. */
export const decoratorsIn = (file: SourceFile): number => {
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isDecorator(node)) count++;
    ts.forEachChild(node, visit);
  };
  visit(syntaxOf(file));
  return count;
};

/** What `file` of package `packageDir` does against the rule for its package. */
export const violationsOf = (packageDir: string, rule: PackageRule, file: SourceFile): Violation[] => {
  const violations: Violation[] = [];
  const testFile = isTestFile(file.path);
  const fileDir = posix.dirname(file.path);

  for (const specifier of importsOf(file)) {
    if (specifier.startsWith('.')) {
      const target = posix.normalize(posix.join(fileDir, specifier));
      if (!target.startsWith(rule.root ?? `${packageDir}/`)) {
        violations.push({ file: file.path, rule: `reaches into another package by path: ${specifier}` });
      }
      const zone = rule.zones?.(file.path, target);
      if (zone) violations.push({ file: file.path, rule: zone });
      continue;
    }
    if (builtins.has(specifier)) {
      if (!rule.nodeBuiltins) violations.push({ file: file.path, rule: `imports Node's ${specifier}` });
      continue;
    }
    if (testOnlyModules.includes(specifier) && !testFile) {
      violations.push({ file: file.path, rule: `imports test-only ${specifier} outside a test` });
      continue;
    }
    const name = packageOf(specifier);
    const allowedNames = [...rule.allowed, ...(testFile ? rule.testsMayImport : [])];
    const allowed = allowedNames.some((entry) => entry === specifier || entry === name);
    if (!allowed) {
      violations.push({ file: file.path, rule: `imports ${specifier}, which ${packageDir} may not use` });
      continue;
    }
    const only = rule.onlyIn?.[name];
    if (only && !testFile && !only.test(file.path)) {
      violations.push({ file: file.path, rule: `imports ${specifier} outside the file allowed to (${only.source})` });
    }
  }

  // Parsing is the check's cost (core's every file, on a busy machine): a file without an `@`, or without any of the
  // names, cannot hold a decorator or touch the global, and is not parsed for it.
  if (rule.noDecorators && file.text.includes('@') && decoratorsIn(file) > 0) {
    violations.push({ file: file.path, rule: 'uses decorators, which only the composition root may' });
  }

  const named = rule.forbiddenGlobals?.filter((name) => file.text.includes(name)) ?? [];
  if (named.length > 0 && !testFile) {
    for (const name of globalsUsed(file, named)) {
      violations.push({ file: file.path, rule: `touches the global ${name}` });
    }
  }
  return violations;
};
