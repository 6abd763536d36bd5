import { SaxesParser } from 'saxes';

/** A small element tree for short documents (acknowledgements); big transmissions are streamed. */
export interface XmlElement {
  name: string;
  namespace: string;
  text: string;
  children: XmlElement[];
}

export type XmlParseResult = { ok: true; root: XmlElement } | { ok: false; message: string };

export function parseXmlTree(xml: string): XmlParseResult {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: string | null = null;
  parser.on('error', (error) => {
    failure ??= `The XML is not well-formed: ${error.message}`;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.local ?? tag.name,
      namespace: tag.uri ?? '',
      text: '',
      children: [],
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= `The XML is not well-formed: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (failure) return { ok: false, message: failure };
  if (!root) return { ok: false, message: 'The document has no root element.' };
  return { ok: true, root };
}

export function findChild(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}

export function findChildren(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

export function getChildText(element: XmlElement, name: string): string | undefined {
  const child = findChild(element, name);
  return child ? child.text.trim() : undefined;
}
