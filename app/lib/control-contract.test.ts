import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { carrying, element, target } from './control-contract.ts';

const app = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every module of the app: the controls, the start scripts, every feature's code and components. */
const appModules = (readdirSync(app, { recursive: true }) as string[]).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file),
);

/** The calls that take a selector. */
const selectorCalls = new Set(['querySelector', 'querySelectorAll', 'closest', 'matches']);

/**
 * Each selector a module passes to querySelector, querySelectorAll, closest
 * or matches that does not come from a contract module (`*-contract.ts`), as
 * written. One comes from a contract when it is a name imported from one (a
 * hook's `.selector`, a constant), a constant or a parameter of the module
 * that is one, or a template joining such names with spaces.
 */
function selectorsOutsideContracts(code: string, fileName = 'module.ts'): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imported = new Set<string>();
  const constants = new Map<string, ts.Expression>();
  const selectors: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.endsWith('-contract.ts')) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) for (const binding of bindings.elements) imported.add(binding.name.text);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && selectorCalls.has(node.expression.name.text)) {
      const [selector] = node.arguments;
      if (selector) selectors.push(selector);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  /** The type written on the parameter `name` of a function around `node`, the nearest first. */
  const parameterType = (node: ts.Node, name: string): ts.TypeNode | undefined => {
    for (let around = node.parent; around; around = around.parent) {
      if (!ts.isFunctionLike(around)) continue;
      const parameter = around.parameters.find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name);
      if (parameter) return parameter.type;
    }
    return undefined;
  };
  const fromContract = (expression: ts.Expression, seen: ReadonlySet<string> = new Set()): boolean => {
    if (ts.isParenthesizedExpression(expression) || ts.isNonNullExpression(expression)) return fromContract(expression.expression, seen);
    if (ts.isPropertyAccessExpression(expression)) return fromContract(expression.expression, seen);
    if (ts.isTemplateExpression(expression))
      return (
        !expression.head.text.trim() &&
        expression.templateSpans.every((span) => !span.literal.text.trim() && fromContract(span.expression, seen))
      );
    if (!ts.isIdentifier(expression) || seen.has(expression.text)) return false;
    const name = expression.text;
    if (imported.has(name)) return true;
    const type = parameterType(expression, name);
    if (type) return [...imported].some((contractName) => new RegExp(`\\b${contractName}\\b`).test(type.getText(source)));
    const value = constants.get(name);
    return value !== undefined && fromContract(value, new Set([...seen, name]));
  };
  return selectors.filter((selector) => !fromContract(selector)).map((selector) => selector.getText(source));
}

describe('the seam between markup and scripts', () => {
  it('reads every module of the app', () => {
    expect(appModules).toContain(path.join('features', 'theme', 'theme-control.ts'));
    expect(appModules).toContain(path.join('features', 'gate', 'gate-script.ts'));
    expect(appModules).toContain(path.join('features', 'lightbox', 'lightbox-island.tsx'));
  });

  it.each(appModules)('%s finds elements only by selectors from a contract', (file) => {
    expect(selectorsOutsideContracts(readFileSync(path.join(app, file), 'utf8'), file)).toEqual([]);
  });

  it('would see a selector written anywhere but a contract', () => {
    const code = `
      import { themeToggle, type Hook } from './theme-contract.ts';
      import { local } from './local.ts';
      const button = themeToggle.selector;
      const tag = 'main';
      const mixed = \`\${button} img\`;
      document.querySelector(themeToggle.selector);
      document.querySelectorAll(\`\${button} \${themeToggle.selector}\`);
      const on = (hook: Hook) => document.querySelector(hook.selector);
      const elsewhere = (hook: { selector: string }) => document.querySelector(hook.selector);
      element.closest('.theme-toggle');
      element.closest("#main");
      element.matches(\`[data-zoomable]\`);
      element.closest(tag);
      element.querySelector(mixed);
      element.querySelector(local.selector);
      element.querySelector('picture img');
    `;
    expect(selectorsOutsideContracts(code)).toEqual([
      'hook.selector',
      "'.theme-toggle'",
      '"#main"',
      '`[data-zoomable]`',
      'tag',
      'mixed',
      'local.selector',
      "'picture img'",
    ]);
  });
});

it('renders a target as data-<control>-target="<name>" and finds it by that, a carried attribute by its name, an element by its tag', () => {
  const toggle = target('frames', 'toggle');
  expect(toggle.props).toEqual({ 'data-frames-target': 'toggle' });
  expect(toggle.selector).toBe('[data-frames-target~="toggle"]');
  const looping = carrying('data-looping');
  expect([looping.attribute, looping.selector, looping.props]).toEqual(['data-looping', '[data-looping]', { 'data-looping': '' }]);
  expect(element('picture img')).toEqual({ props: {}, selector: 'picture img' });
});
