import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The messages the shop's code can send, read from its source with TypeScript's compiler. A message
 * position is the message argument of `new ShopError(code, message)`, of `ruleFailure(code, message)`,
 * of `storeMessage(locale, message)` (an answer's text in the store's language), the `message` of an object sent as a reply (`reply.send({ message })`), and a zod schema's own texts
 * (string arguments of zod's methods, `message`/`error` properties of the objects handed to them, issues
 * pushed in a check). The expression there is followed to its texts: literals, constants (also imported
 * ones and their concatenations), both sides of `||`, `??` and `?:`, the values of a constant object read
 * by key, what a local function returns, and a parameter to the arguments every call passes for it (so
 * `invalidInput(X)` is followed to each X). What cannot be followed (a text read from settings or from
 * another value at run time) is listed as `unfollowed`, by file and expression.
 */
export interface SentMessages {
  messages: Set<string>;
  /** `file: expression` of each message position whose texts the code computes. */
  unfollowed: Set<string>;
  /** The default texts of a store setting (`payment/worldpay/exception_messages/CCAM0`), from the features' settings. */
  configured(key: string): string[];
}

const SRC = path.resolve(__dirname, '../../../..');

/** Server and rule code: not the browser's components, tests, test support, the e-mails, or the outside services' twins. */
const LEFT_OUT = /(\.test\.ts$|\.d\.ts$|\/testing\/|\/web\/|\/features\/mail\/|sandbox|\/db\/|\/app\/)/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return entry.name.endsWith('.ts') && !LEFT_OUT.test(file) ? [file] : [];
  });
}

type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

export function sentMessages(): SentMessages {
  const files = [...sourcesUnder(path.join(SRC, 'shared')), ...sourcesUnder(path.join(SRC, 'features'))];
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    noResolve: true,
    noLib: true,
  });
  const checker = program.getTypeChecker();
  const ours = program.getSourceFiles().filter((file) => files.includes(path.resolve(file.fileName)));

  const messages = new Set<string>();
  const unfollowed = new Set<string>();
  const callsOf = new Map<ts.Node, ts.CallLikeExpression[]>();
  const positions: ts.Expression[] = [];

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    const shorthand = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node;
    let symbol = shorthand ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
    const callee = call.expression;
    return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  };
  const methods = new Map<string, ts.Expression[]>();
  const settingDefaults = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && !isSchemaShape(node.parent)) {
      if (propertyName(node) === 'message') positions.push(node.initializer);
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) {
        methods.set(propertyName(node), [...(methods.get(propertyName(node)) ?? []), node.initializer]);
      }
      if (node.getSourceFile().fileName.endsWith('/settings.ts') && propertyName(node).includes('/')) settingDefaults.set(propertyName(node), node.initializer);
    }
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'message') positions.push(node.name);
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const declaration = ts.isIdentifier(node.expression) ? declarationOf(node.expression) : undefined;
      const target = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
      if (target) callsOf.set(target, [...(callsOf.get(target) ?? []), node]);
      const args = node.arguments ?? [];
      const name = calleeName(node);
      if (ts.isNewExpression(node) && name === 'ShopError' && args[1]) positions.push(args[1]);
      if (ts.isCallExpression(node) && name === 'ruleFailure' && args[1]) positions.push(args[1]);
      // An answer's text in the store's language (shared/server/message-catalogues.ts).
      if (ts.isCallExpression(node) && name === 'storeMessage' && args[1]) positions.push(args[1]);
      if (ts.isCallExpression(node) && isZodCall(node)) {
        const text = args[ZOD_MESSAGE_ARGUMENT[name]];
        if (text && (ts.isStringLiteralLike(text) || isTextConstant(text))) positions.push(text);
        for (const arg of args) {
          if (!ts.isObjectLiteralExpression(arg)) continue;
          for (const property of arg.properties)
            if (ts.isPropertyAssignment(property) && propertyName(property) === 'error') positions.push(property.initializer);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  /** A call of zod's: `z.…(…)`, or one of its checks (`.regex`, `.min`, `.refine`, …) on a chain that starts at `z`. */
  const isZodCall = (call: ts.CallExpression): boolean => {
    let expression: ts.Expression = call.expression;
    while (ts.isPropertyAccessExpression(expression) || ts.isCallExpression(expression)) expression = expression.expression;
    return ts.isIdentifier(expression) && expression.text === 'z';
  };
  /** An identifier naming a constant text (not a schema, a pattern or a number). */
  const isTextConstant = (node: ts.Expression): boolean => {
    if (!ts.isIdentifier(node)) return false;
    const declaration = declarationOf(node);
    return Boolean(declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && isText(declaration.initializer));
  };
  for (const file of ours) visit(file);

  const where = (node: ts.Node) => `${path.relative(SRC, node.getSourceFile().fileName)}: ${node.getText()}`;
  const seen = new Set<ts.Node>();

  /** The texts an expression can have, or undefined (and the expression noted) when the code computes them. */
  const textsOf = (expression: ts.Expression): string[] | undefined => {
    if (ts.isStringLiteralLike(expression)) return [expression.text];
    if (expression.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(expression) && expression.text === 'undefined')) return [];
    if (ts.isTemplateExpression(expression)) {
      let texts: string[] | undefined = [expression.head.text];
      for (const span of expression.templateSpans) {
        const values = textsOf(span.expression);
        texts = texts && values ? texts.flatMap((t) => values.map((v) => t + v + span.literal.text)) : undefined;
      }
      return texts;
    }
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return union(returnedExpressions(expression.body));
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
      return textsOf(expression.expression);
    }
    if (ts.isConditionalExpression(expression)) return union([expression.whenTrue, expression.whenFalse]);
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) return union([expression.left, expression.right]);
      if (operator === ts.SyntaxKind.PlusToken) {
        const [left, right] = [textsOf(expression.left), textsOf(expression.right)];
        return left && right ? left.flatMap((l) => right.map((r) => l + r)) : undefined;
      }
    }
    if (ts.isIdentifier(expression)) return textsOfDeclaration(expression, declarationOf(expression));
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      const object = declarationOf(expression.expression);
      const literal = object && ts.isVariableDeclaration(object) ? constObject(object.initializer) : undefined;
      if (literal) {
        const key = ts.isPropertyAccessExpression(expression) ? expression.name.text : undefined;
        const values = literal.properties.filter(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && (key === undefined || propertyName(p) === key),
        );
        return union(values.map((p) => p.initializer));
      }
      // A message passed on from another value (a rule's failure, an issue): it was written at a message position of its own.
      if (ts.isPropertyAccessExpression(expression) && RELAYED.includes(expression.name.text)) return [];
      return textsOfDeclaration(expression, declarationOf(expression));
    }
    if (ts.isCallExpression(expression)) {
      // A template filled in with its parameters: the template was written at a message position of its own.
      const called = ts.isIdentifier(expression.expression) ? expression.expression.text : '';
      if (FILLED.includes(called)) return [];
      // A message translated on its way out: the message itself.
      if (called === 'translate' && expression.arguments[0]) return textsOf(expression.arguments[0]);
      const declaration = declarationOf(expression.expression);
      const body = declaration && functionBody(declaration);
      if (body) return union(returnedExpressions(body));
      // A method of the objects that implement it (`method.refusal?.(…)`): what each implementation returns.
      const callee = expression.expression;
      const implementations = ts.isPropertyAccessExpression(callee) ? methods.get(callee.name.text) : undefined;
      if (implementations) return union(implementations);
    }
    unfollowed.add(where(expression));
    return undefined;
  };

  const textsOfDeclaration = (at: ts.Expression, declaration: ts.Declaration | undefined): string[] | undefined => {
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && isConst(declaration)) {
      return textsOf(declaration.initializer);
    }
    if (declaration && ts.isBindingElement(declaration) && RELAYED.includes(declaration.name.getText())) return [];
    if (declaration && ts.isParameter(declaration) && ts.isIdentifier(declaration.name)) {
      const fn = declaration.parent as FunctionLike;
      const index = fn.parameters.indexOf(declaration);
      if (seen.has(declaration)) return [];
      seen.add(declaration);
      const calls = callsOf.get(fn) ?? [];
      if (calls.length === 0) {
        unfollowed.add(where(at));
        return undefined;
      }
      return union(calls.flatMap((call) => ('arguments' in call && call.arguments?.[index] ? [call.arguments[index]] : [])));
    }
    unfollowed.add(where(at));
    return undefined;
  };

  const union = (expressions: ts.Expression[]): string[] | undefined => {
    const texts = expressions.map((e) => textsOf(e));
    return texts.every((t) => t === undefined) ? undefined : texts.flatMap((t) => t ?? []);
  };

  for (const position of positions) {
    for (const text of textsOf(position) ?? []) {
      if (text === '') continue;
      messages.add(text);
    }
  }
  const configured = (key: string) => {
    const value = settingDefaults.get(key);
    return value ? (textsOf(value) ?? []).filter((text) => text !== '') : [];
  };
  return { messages, unfollowed, configured };
}

const RELAYED = ['message', 'error'];

/** Which argument of a zod check is its message when given as text (`.regex(pattern, message)`, `.email(message)`). */
const ZOD_MESSAGE_ARGUMENT: Record<string, number> = Object.assign(
  Object.create(null),
  ...['regex', 'min', 'max', 'length', 'refine', 'gt', 'gte', 'lt', 'lte', 'multipleOf', 'startsWith', 'endsWith', 'includes'].map((m) => ({ [m]: 1 })),
  ...['email', 'url', 'uuid', 'nonempty', 'positive', 'nonnegative', 'negative', 'nonpositive', 'int'].map((m) => ({ [m]: 0 })),
);
const FILLED = ['formatMessage', 'ruleFailureText'];

function propertyName(property: ts.PropertyAssignment): string {
  return ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
}

/** An expression written as text: a literal, a template, or a concatenation. */
function isText(expression: ts.Expression): boolean {
  if (ts.isStringLiteralLike(expression) || ts.isTemplateExpression(expression)) return true;
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return isText(expression.expression);
  return (
    ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken && (isText(expression.left) || isText(expression.right))
  );
}

/** The fields of a schema (`z.object({ message: z.string() })`), not a message. */
function isSchemaShape(object: ts.Node): boolean {
  const call = object.parent;
  if (!ts.isCallExpression(call) || call.arguments[0] !== object) return false;
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && ['object', 'strictObject', 'looseObject', 'extend', 'safeExtend'].includes(callee.name.text);
}

function isConst(declaration: ts.VariableDeclaration): boolean {
  return ts.isVariableDeclarationList(declaration.parent) && (declaration.parent.flags & ts.NodeFlags.Const) !== 0;
}

function constObject(initializer: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  let expression = initializer;
  while (expression && (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression))) {
    expression = expression.expression;
  }
  return expression && ts.isObjectLiteralExpression(expression) ? expression : undefined;
}

function functionBody(declaration: ts.Declaration): ts.ConciseBody | undefined {
  const fn = ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
  if (fn && (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isArrowFunction(fn))) return fn.body;
  return undefined;
}

function returnedExpressions(body: ts.ConciseBody): ts.Expression[] {
  if (!ts.isBlock(body)) return [body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}
