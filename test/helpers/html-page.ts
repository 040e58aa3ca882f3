import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** What a browser (or a link-preview crawler) reads from a page, whatever renderer wrote the HTML. */
export interface HtmlPage {
  /** The document's <title>, entities decoded. */
  title: string;
  /** The `content` of `<meta name|property="key">`, entities decoded. */
  meta(key: string): string | undefined;
  /** The text a person sees inside the first element named `tag` (scripts and styles left out). */
  textOf(tag: string): string;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

function text(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (isElement(node) && ['script', 'style', 'template'].includes(node.tagName)) return '';
  return ('childNodes' in node ? node.childNodes : []).map(text).join('');
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** Parses a page as HTML5 parsers do. */
export function readHtmlPage(html: string): HtmlPage {
  const all = [...elements(parse(html))];
  const first = (tag: string) => all.find((element) => element.tagName === tag);
  const title = first('title');
  return {
    title: title ? text(title) : '',
    meta: (key) => {
      const tag = all.find(
        (element) =>
          element.tagName === 'meta' && (attribute(element, 'name') === key || attribute(element, 'property') === key),
      );
      return tag ? attribute(tag, 'content') : undefined;
    },
    textOf: (tag) => {
      const element = first(tag);
      return element ? text(element) : '';
    },
  };
}
