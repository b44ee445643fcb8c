import { LANGUAGE_NAMES } from '@tifo/contract';
import ts from 'typescript';

/** Attributes whose text the user sees or hears. */
export const VISIBLE_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'description',
]);

/** Strings that are the same in every language. */
export const ALLOWED_STRINGS = new Set<string>(['Tifo', ...Object.values(LANGUAGE_NAMES)]);

const LETTER = /\p{L}/u;

export interface HardCodedString {
  file: string;
  line: number;
  text: string;
}

function isVisibleText(text: string): boolean {
  const trimmed = text.trim();
  return LETTER.test(trimmed) && !ALLOWED_STRINGS.has(trimmed);
}

/** Finds JSX text nodes with letters and literal strings in visible attributes of a .tsx source. */
export function findHardCodedStrings(file: string, source: string): HardCodedString[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedString[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim() });
  };
  const literalText = (expression: ts.Expression | undefined): string | undefined => {
    if (!expression) return undefined;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
    if (ts.isTemplateExpression(expression)) return expression.head.text;
    if (ts.isConditionalExpression(expression)) {
      return literalText(expression.whenTrue) ?? literalText(expression.whenFalse);
    }
    if (ts.isBinaryExpression(expression))
      return literalText(expression.left) ?? literalText(expression.right);
    if (ts.isParenthesizedExpression(expression)) return literalText(expression.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isVisibleText(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent)) {
      // {'Some text'} as a child
      const text = literalText(node.expression);
      if (text !== undefined && isVisibleText(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const initializer = node.initializer;
      let text: string | undefined;
      if (initializer && ts.isStringLiteral(initializer)) text = initializer.text;
      else if (initializer && ts.isJsxExpression(initializer)) text = literalText(initializer.expression);
      if (text !== undefined && isVisibleText(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
