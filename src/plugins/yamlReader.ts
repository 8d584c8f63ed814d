/**
 * YAML that people write (front matter, the data files), read as data: js-yaml's safe schema,
 * and no anchors. An anchor (`&a`) is what an alias (`*a`) repeats; thirty lines of aliases of
 * aliases make a tree of a billion nodes for whatever walks it (the photo step, the schemas), so
 * a file holding one is refused while it is parsed, before anything walks it.
 */
import yaml from 'js-yaml';

/** The parser's state as its listener sees it, with the one field read here. */
type NodeState = {readonly anchor?: string | null; readonly line: number};

export function readYaml(text: string, fileName: string): unknown {
  return yaml.load(text, {
    filename: fileName,
    listener(event, state) {
      const node = state as unknown as NodeState;
      if (event === 'close' && node.anchor) {
        throw new Error(
          `${fileName}:${node.line + 1}: the anchor &${node.anchor} is not allowed: write each value out (anchors and aliases, & and *, are not read).`,
        );
      }
    },
  });
}
