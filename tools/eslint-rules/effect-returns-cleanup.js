// @ts-check
/**
 * React calls whatever an effect returns as its cleanup. An effect written as
 * `useEffect(() => window.scrollTo(...))` returns the call's value, and where a browser makes
 * that value a Promise, React later calls the Promise and the screen crashes on leaving. So an
 * effect may return nothing, `undefined`, or a cleanup function written in place.
 */
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

/** @param {import('estree').Node | null | undefined} node */
const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/** @param {import('estree').CallExpression} call */
function hookName(call) {
  const callee = call.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const effectReturnsCleanup = {
  meta: {
    type: 'problem',
    docs: { description: 'An effect returns nothing or a cleanup function, never the value of an expression.' },
    schema: [],
    messages: {
      expressionBody: 'This effect returns the value of its expression, which React calls as a cleanup: wrap the body in braces.',
      returnsValue: 'An effect returns nothing, `undefined`, or a cleanup function written in place (`return () => …`).',
    },
  },
  create(context) {
    /** @type {WeakSet<import('estree').Node>} */
    const effects = new WeakSet();
    return {
      CallExpression(call) {
        const name = hookName(call);
        const callback = call.arguments[0];
        if (!name || !EFFECT_HOOKS.has(name) || !isFunction(callback)) return;
        if (callback.type === 'ArrowFunctionExpression' && callback.body.type !== 'BlockStatement') {
          if (!isFunction(callback.body)) context.report({ node: callback.body, messageId: 'expressionBody' });
          return;
        }
        effects.add(callback);
      },
      ReturnStatement(node) {
        const argument = node.argument;
        if (!argument || isFunction(argument) || (argument.type === 'Identifier' && argument.name === 'undefined')) return;
        const owner = context.sourceCode
          .getAncestors(node)
          .findLast((ancestor) => isFunction(ancestor) || ancestor.type === 'FunctionDeclaration');
        if (owner && effects.has(owner)) context.report({ node: argument, messageId: 'returnsValue' });
      },
    };
  },
};
