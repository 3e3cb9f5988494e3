import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { dbKind } from '../../shared/server/testing/test-app';

/**
 * The app's root builds every adapter and hands it to the features (plugin options, `app.decorate`d
 * objects, arguments): no feature or shared module keeps a module-level `let` that a function fills in
 * (a setter the app calls before serving), since such state belongs to the whole process, not to the app
 * that set it. What a module may keep at module level is its own: a value fetched or built once and kept,
 * listed here with the reason. Tests and test support set up their own worlds and are left out.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/shared/server/reference-cache.ts liveFeeds': 'how many change feeds are live in this process: caching holds only while one is',
  'src/shared/server/reference-cache.ts generation': "the process's reference data generation, moved by every drop of a cache",
  'src/features/address-finder/providers/sandbox.ts sharedDataset': "the address finder twin's dataset, built once per process on first use",
  'src/features/payment/web/card-encryption.ts key': "the gateway's public key, fetched once by the browser and kept",
  'src/features/checkout/web/use-summary-open.ts choice': "the shopper's choice of the summary's state, remembered in the tab",
  'src/features/checkout/web/use-totals-recollection.ts recollected': 'the last totals recollected for an address, kept for the next step in the tab',
  'src/features/gift-messages/web/gift-options.tsx formModule': "the gift message form's code, loaded on demand and kept",
  'src/features/gift-messages/web/gift-options.tsx formModuleLoad': "the gift message form's code while it loads",
  'src/shared/web/ui/price.tsx current': "the store's price format, fetched once by the browser and kept",
  'src/shared/web/ui/price.tsx requested': "whether the store's price format has been asked for",
  'src/shared/web/i18n/messages.ts translate': "the page language's rule messages, loaded once by the browser and kept",
  'src/shared/web/api/client.ts formKey': "the session's form key, which the browser's session module sets from the session's answer",
};

const ROOTS = ['src/features', 'src/shared'];
const LEFT_OUT = /(\.test\.tsx?$|(^|\/)testing\/)/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.(ts|tsx)$/.test(entry.name) && !LEFT_OUT.test(file) ? [file] : [];
  });
}

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
]);

/** The module-level `let`s of a source that a function (or method, or arrow) assigns. */
function letsAssignedByFunctions(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lets = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Let)) continue;
    for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) lets.add(declaration.name.text);
  }
  const assigned = new Set<string>();
  const visit = (node: ts.Node, inFunction: boolean) => {
    const inside = inFunction || ts.isFunctionLike(node);
    if (inside) {
      let target: ts.Expression | undefined;
      if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) target = node.left;
      else if (
        (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
        [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator)
      )
        target = node.operand;
      if (target && ts.isIdentifier(target) && lets.has(target.text)) assigned.add(target.text);
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(file, false);
  return [...assigned];
}

const found = ROOTS.flatMap(sourcesUnder).flatMap((file) => letsAssignedByFunctions(file, readFileSync(file, 'utf8')).map((name) => `${file} ${name}`));

describe.runIf(dbKind === 'pglite')('module state', () => {
  it('is held by no feature or shared module for wiring: every module-level let a function assigns is a listed cache of its own', () => {
    expect(found.filter((entry) => !(entry in ALLOWED))).toEqual([]);
  });

  it('lists only what is still there, each with its reason', () => {
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).toEqual([]);
    for (const reason of Object.values(ALLOWED)) expect(reason.length).toBeGreaterThan(20);
  });

  it('would see a setter come back, in any of its forms, and not a constant, a local or a string', () => {
    const setter = `
      let reader: (() => string) | undefined;
      let count = 0;
      let list: string[] = [];
      export function useReader(given: () => string): void { reader = given; }
      export const tick = () => { count++; };
      export class Holder { keep(next: string[]) { list ||= next; } }
      let local = 1;
      local = 2;
      const frozen = new Map<string, string>();
      export function fill() { frozen.set('a', 'b'); let inner = 0; inner = 1; return inner; }
      export const script = \`let pending = null; function f() { pending = 1; }\`;
    `;
    expect(letsAssignedByFunctions('wiring.ts', setter).sort()).toEqual(['count', 'list', 'reader']);
  });
});
