// @ts-check
import path from 'node:path';

/**
 * The server's route files stay thin (docs/architecture.md#the-server): one call per
 * `<verb-noun>.route.ts`, an area's registrar in `routes.ts`, and each exports one function, its
 * `register…`. What two routes share, or the flow a call runs, lives in a module of its own that
 * the route imports; a route file lends nothing to another.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const routeFiles = {
  meta: {
    type: 'problem',
    docs: { description: 'A server route file is named *.route.ts or routes.ts and exports only its register… function.' },
    schema: [],
    messages: {
      naming: "Name a route file after its call, '<verb-noun>.route.ts', and an area's registrar 'routes.ts'.",
      onlyRegister:
        "A route file exports only its register… function: move '{{name}}' to a module of its own that both sides import.",
      oneRegister: 'A route file registers one call (or, as routes.ts, one area): split it.',
    },
  },
  create(context) {
    const base = path.basename(context.filename);
    if (base.endsWith('.test.ts')) return {};
    const isRouteFile = base.endsWith('.route.ts') || base === 'routes.ts';
    /** @type {string[]} */
    const registers = [];

    /** @param {import('estree').Node} node @param {string} name @param {boolean} isFunction */
    function exported(node, name, isFunction) {
      if (isFunction && /^register[A-Z]/.test(name)) {
        registers.push(name);
        if (registers.length > 1) context.report({ node, messageId: 'oneRegister' });
      } else context.report({ node, messageId: 'onlyRegister', data: { name } });
    }

    return {
      Program(node) {
        if (/-routes?\.ts$/.test(base)) context.report({ node, loc: { line: 1, column: 0 }, messageId: 'naming' });
      },
      ExportNamedDeclaration(node) {
        if (!isRouteFile) return;
        const declaration = /** @type {any} */ (node.declaration);
        if (!declaration) {
          for (const specifier of node.specifiers) {
            const name = specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value);
            exported(specifier, name, false);
          }
          return;
        }
        if (declaration.type === 'FunctionDeclaration') exported(node, declaration.id?.name ?? 'default', true);
        else if (declaration.type === 'VariableDeclaration')
          for (const declarator of declaration.declarations) exported(node, declarator.id.name ?? 'a value', false);
        else exported(node, declaration.id?.name ?? 'a declaration', false);
      },
      ExportDefaultDeclaration(node) {
        if (isRouteFile) context.report({ node, messageId: 'onlyRegister', data: { name: 'default' } });
      },
      ExportAllDeclaration(node) {
        if (isRouteFile) context.report({ node, messageId: 'onlyRegister', data: { name: '*' } });
      },
    };
  },
};
