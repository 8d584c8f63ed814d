/**
 * Remark plugin: a paragraph holding only an image followed by an emphasised line,
 *
 *   ![Engineer reviewing plans](https://…)
 *   *Registered engineers must sign the drawings.*
 *
 * becomes <figure><img …><figcaption>…</figcaption></figure>, so writers caption photos in
 * plain Markdown and readers (and assistive technology) get the caption tied to its image.
 */

/** The few mdast fields this plugin reads and writes. */
type Node = {
  type: string;
  value?: string;
  children?: Node[];
  data?: {hName?: string};
};

function isCaptionedImage(paragraph: Node): boolean {
  const parts = (paragraph.children ?? []).filter(
    (child) => !(child.type === 'text' && child.value?.trim() === '') && child.type !== 'break',
  );
  return parts.length === 2 && parts[0]!.type === 'image' && parts[1]!.type === 'emphasis';
}

export function figureTransform(tree: Node): void {
  for (const node of tree.children ?? []) {
    if (node.type === 'paragraph' && isCaptionedImage(node)) {
      node.data = {...node.data, hName: 'figure'};
      const caption = node.children!.find((child) => child.type === 'emphasis')!;
      caption.data = {...caption.data, hName: 'figcaption'};
      node.children = node.children!.filter((child) => child.type === 'image' || child === caption);
    }
    if (node.children && node.type !== 'paragraph') {
      figureTransform(node);
    }
  }
}

export default function remarkFigure(): (tree: Node) => void {
  return figureTransform;
}
